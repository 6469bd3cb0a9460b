import { expect, waitUntil } from '@open-wc/testing';
import { armFault, recordedRequests, resetCart, TRANSPORT_FAULTS } from '../../helpers/reference-api.js';
import { $, removeMounted, choose } from '../../helpers/cart-fixture.js';
import { armCode, mountCartFor, recordedEvents, isDisabled } from '../../helpers/delivery-cart.js';

interface CartFrame {
  frame: HTMLIFrameElement;
  loads: () => number;
  root: () => ShadowRoot | null | undefined;
}

/** A shop page with <shop-cart> in a frame, so the test sees it navigate (or stay). */
async function openCartPage(data: unknown = {}): Promise<CartFrame> {
  const frame = document.createElement('iframe');
  frame.title = 'Warenkorb';
  frame.style.width = '1280px';
  frame.style.height = '900px';
  let loads = 0;
  frame.addEventListener('load', () => (loads += 1));
  frame.src = `/test/helpers/cart-page.html?data=${encodeURIComponent(JSON.stringify(data))}`;
  document.body.append(frame);
  // 5 s: Firefox's load event waits for the page's bundle (a top-level await import()), built on demand.
  await waitUntil(() => loads === 1, 'frame loads', { timeout: 5000 });
  const page = {
    frame,
    loads: () => loads,
    root: () => frame.contentDocument?.querySelector('shop-cart')?.shadowRoot,
  };
  await waitUntil(() => page.root()?.querySelector('[part="next-step"]'), 'cart shown', { timeout: 5000 });
  return page;
}

const nextStep = (page: CartFrame) => page.root()!.querySelector<HTMLButtonElement>('[part="next-step"]')!;
const marked = (page: CartFrame) =>
  [...(page.root()?.querySelectorAll<HTMLElement>('[part="item"]') ?? [])]
    .filter((tile) => tile.querySelector('[data-reservation-failed]'))
    .map((tile) => tile.dataset.itemId);
const notice = (page: CartFrame) =>
  [...(page.root()?.querySelectorAll('[role="alert"]') ?? [])].map((n) => n.textContent ?? '').join(' ');
const posts = async () =>
  (await recordedRequests()).filter((r) => r.method === 'POST').map((r) => ({ path: r.path, body: r.body }));

describe('appointments are reserved before the next step', () => {
  let page: CartFrame | undefined;
  afterEach(() => page?.frame.remove());

  it('reserves the appointments, posts checkout-proceeded-to-p2, then opens the next step', async () => {
    const cart = await resetCart();
    page = await openCartPage({ props: { nextStepUrl: '/next-step?from=cart' } });
    nextStep(page).click();
    await waitUntil(() => page!.loads() === 2, 'navigates', { timeout: 5000 });
    expect(page.frame.contentWindow?.location.pathname).to.equal('/next-step');
    expect(await posts()).to.deep.equal([
      { path: '/api/reserve-appointments', body: { appointmentIds: ['apt-20931-1830'] } },
      { path: '/api/event/checkout-proceeded-to-p2', body: { cartId: cart.cartId } },
    ]);
  });

  it('marks exactly the taken appointment, keeps the shopper on the cart and moves the focus there', async () => {
    await resetCart({ seed: 'taken-appointment' });
    page = await openCartPage();
    nextStep(page).focus();
    nextStep(page).click();
    await waitUntil(() => marked(page!).length > 0, 'marked', { timeout: 5000 });
    expect(marked(page)).to.deep.equal(['item-1']);
    const mark = page.root()!.querySelector<HTMLElement>('[data-reservation-failed]')!;
    expect(mark.textContent).to.equal('Sorry, dieser Termin ist bereits nicht mehr verfügbar!');
    await waitUntil(() => page!.root()?.activeElement === mark, 'focus on the mark');
    expect(await recordedEvents()).to.deep.equal([]);
    expect(page.loads()).to.equal(1);
    expect(isDisabled(nextStep(page))).to.equal(false);
  });

  it('keeps the mark through other changes and clears it when the item leaves the cart', async () => {
    await resetCart({ seed: 'taken-appointment' });
    page = await openCartPage();
    nextStep(page).click();
    await waitUntil(() => marked(page!).length > 0, 'marked', { timeout: 5000 });
    const tiles = () => [...(page!.root()?.querySelectorAll<HTMLElement>('[part="item"]') ?? [])];
    // Another item changes: the mark stays.
    const skydive = tiles().find((t) => t.dataset.itemId === 'item-3')!;
    const select = skydive.querySelector('select')!;
    choose(select, '2');
    await waitUntil(
      () =>
        (page!.root()?.querySelector('[data-item-id="item-3"] select') as HTMLSelectElement)?.value === '2',
    );
    await waitUntil(() => !isDisabled(nextStep(page!)), 'settled');
    expect(marked(page)).to.deep.equal(['item-1']);
    // The taken item leaves: no mark, and the next step opens.
    tiles()
      .find((t) => t.dataset.itemId === 'item-1')!
      .querySelector<HTMLButtonElement>('button[data-action="remove"]')!
      .click();
    await waitUntil(() => !page!.root()?.querySelector('[data-item-id="item-1"]'), 'item left', {
      timeout: 5000,
    });
    expect(marked(page)).to.deep.equal([]);
    nextStep(page).click();
    await waitUntil(() => page!.loads() === 2, 'navigates', { timeout: 5000 });
    expect(
      (await posts()).filter((p) => p.path === '/api/reserve-appointments').map((p) => p.body),
    ).to.deep.equal([
      { appointmentIds: ['apt-taken', 'apt-20931-1830'] },
      { appointmentIds: ['apt-20931-1830'] },
    ]);
  });

  for (const [fault, message] of TRANSPORT_FAULTS) {
    it(`stays on the cart and says why when the reservation fails with ${fault}`, async () => {
      await resetCart();
      page = await openCartPage();
      await armFault('/api/reserve-appointments', fault, { times: fault === 'drop' ? 20 : 1 });
      nextStep(page).click();
      await waitUntil(() => notice(page!).includes(message), `expected "${message}"`, { timeout: 5000 });
      expect(marked(page)).to.deep.equal([]);
      expect(await recordedEvents()).to.deep.equal([]);
      expect(page.loads()).to.equal(1);
      await waitUntil(() => !isDisabled(nextStep(page!)), 'enabled again');
    });
  }

  it('marks every appointment the server names with code 300', async () => {
    await resetCart({ seed: 'taken-appointment' });
    page = await openCartPage();
    await armCode('/api/reserve-appointments', 300);
    nextStep(page).click();
    await waitUntil(() => marked(page!).length > 0, 'marked', { timeout: 5000 });
    expect(marked(page)).to.deep.equal(['item-1', 'item-2', 'item-2']);
  });

  it('disables the next step while reserving', async () => {
    await resetCart();
    page = await openCartPage();
    await armFault('/api/reserve-appointments', 'slow', { delayMs: 800 });
    nextStep(page).click();
    await waitUntil(() => isDisabled(nextStep(page!)), 'disabled while reserving');
    await waitUntil(() => page!.loads() === 2, 'navigates', { timeout: 5000 });
  });

  it('needs no reservation without appointments, and proceeds even when the event post fails', async () => {
    await resetCart({ seed: 'single' });
    page = await openCartPage();
    await armFault('/api/event/checkout-proceeded-to-p2', '500');
    nextStep(page).click();
    await waitUntil(() => page!.loads() === 2, 'navigates', { timeout: 5000 });
    expect(page.frame.contentWindow?.location.pathname).to.equal('/checkout');
    expect((await posts()).map((p) => p.path)).to.deep.equal(['/api/event/checkout-proceeded-to-p2']);
  });
});

describe('a failed reservation on the page', () => {
  it('is accessible in both brand forms, with the mark in the tile', async () => {
    for (const tenant of ['JS_DE', 'MD_DE'] as const) {
      const { element } = await mountCartFor({ seed: 'taken-appointment', tenant });
      ($(element, '[part="next-step"]') as HTMLButtonElement).click();
      await waitUntil(() => $(element, '[data-reservation-failed]'), 'marked', { timeout: 5000 });
      await expect(element).to.be.accessible();
      removeMounted();
    }
  });
});
