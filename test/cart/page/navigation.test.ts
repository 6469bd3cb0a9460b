import { expect, waitUntil } from '@open-wc/testing';
import { threeItemCart } from '../../helpers/carts.js';
import { armFault, resetCart, serverCart } from '../../helpers/reference-api.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';
import { showsWholeCart } from '../../helpers/whole-cart.js';

/** The fixture cart without its appointment item: the next step opens without reserving first. */
const cartWithoutTickets = () => {
  const cart = threeItemCart();
  return { ...cart, items: cart.items.filter((item) => !item.appointment) };
};

interface CartFrame {
  frame: HTMLIFrameElement;
  loads: () => number;
  /** The shadow root of the <shop-cart> in the frame's current document. */
  root: () => ShadowRoot | null | undefined;
}

/** Opens a shop page with <shop-cart> in a frame (built bundle, as a host page loads it). */
async function openCartPage(data: unknown): Promise<CartFrame> {
  const frame = document.createElement('iframe');
  frame.title = 'Warenkorb';
  let loads = 0;
  frame.addEventListener('load', () => (loads += 1));
  frame.src = `/test/helpers/cart-page.html?data=${encodeURIComponent(JSON.stringify(data))}`;
  document.body.append(frame);
  // 5 s: Firefox's load event waits for the page's bundle (a top-level await import()), built on demand.
  await waitUntil(() => loads === 1, 'frame loads', { timeout: 5000 });
  return {
    frame,
    loads: () => loads,
    root: () => frame.contentDocument?.querySelector('shop-cart')?.shadowRoot,
  };
}

const nextStep = (page: CartFrame) => page.root()?.querySelector<HTMLAnchorElement>('[part="next-step"]');

describe('<shop-cart> navigation', () => {
  let page: CartFrame | undefined;
  afterEach(() => page?.frame.remove());

  it('opens the configured next step by assignment', async () => {
    page = await openCartPage({ props: { cart: cartWithoutTickets(), nextStepUrl: '/next-step?from=cart' } });
    await waitUntil(() => nextStep(page!), 'next-step button', { timeout: 5000 });
    nextStep(page)!.click();
    await waitUntil(() => page!.loads() === 2, 'navigates');
    expect(page.frame.contentWindow?.location.pathname).to.equal('/next-step');
    expect(page.frame.contentWindow?.location.search).to.equal('?from=cart');
  });

  it('is a real link, which is not followed while a change is in flight', async () => {
    await resetCart({ seed: 'single' });
    page = await openCartPage({ props: { nextStepUrl: '/next-step' } });
    const select = () => page!.root()?.querySelector<HTMLSelectElement>('[part="item"] select');
    // The whole cart: a fresh cart shows its summary (and the next step) right after its first paint.
    await waitUntil(() => showsWholeCart(page!.root()), 'the whole cart', { timeout: 5000 });
    const link = nextStep(page)!;
    expect(link.tagName).to.equal('A');
    expect(link.getAttribute('href')).to.equal('/next-step');
    await armFault('/api/cart/set-item-quantity', 'slow', { delayMs: 1500 });
    const frameWindow = page.frame.contentWindow as Window & typeof globalThis;
    select()!.dispatchEvent(new frameWindow.PointerEvent('pointerdown', { bubbles: true, composed: true }));
    select()!.value = '2';
    select()!.dispatchEvent(new frameWindow.Event('change', { bubbles: true }));
    await waitUntil(() => link.getAttribute('aria-disabled') === 'true', 'disabled during the change');
    const click = () =>
      link.dispatchEvent(new frameWindow.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(click(), 'the click is not followed').to.equal(false);
    await waitUntil(() => link.getAttribute('aria-disabled') === null, 'enabled again', { timeout: 5000 });
    expect(page.loads()).to.equal(1);
    link.click();
    await waitUntil(() => page!.loads() === 2, 'navigates');
    expect(page.frame.contentWindow?.location.pathname).to.equal('/next-step');
  });

  it('never follows a javascript: URL and goes to /checkout instead', async () => {
    const marker = window as unknown as { hacked?: boolean };
    page = await openCartPage({
      props: { cart: cartWithoutTickets(), nextStepUrl: 'javascript:parent.hacked=true' },
    });
    await waitUntil(() => nextStep(page!), 'next-step button', { timeout: 5000 });
    nextStep(page)!.click();
    await waitUntil(() => page!.loads() === 2, 'navigates');
    expect(page.frame.contentWindow?.location.pathname).to.equal('/checkout');
    expect(marker.hacked).to.equal(undefined);
  });

  for (const nextStepUrl of ['//evil.example/phish', '/\\evil.example/phish', '/\t/evil.example/']) {
    it(`refuses ${JSON.stringify(nextStepUrl)}, which only looks relative, and goes to /checkout`, async () => {
      page = await openCartPage({ props: { cart: cartWithoutTickets(), nextStepUrl } });
      await waitUntil(() => nextStep(page!), 'next-step button', { timeout: 5000 });
      nextStep(page)!.click();
      await waitUntil(() => page!.loads() === 2, 'navigates');
      expect(page.frame.contentWindow?.location.origin).to.equal(location.origin);
      expect(page.frame.contentWindow?.location.pathname).to.equal('/checkout');
    });
  }

  /** The page with the one item of the 'single' seed, its `action` clicked: it reloads with the empty cart. */
  async function emptiedBy(action: 'remove' | 'move-to-wishlist') {
    await resetCart({ seed: 'single' });
    page = await openCartPage({});
    const button = () =>
      page!.root()?.querySelector<HTMLButtonElement>(`[part="item"] button[data-action="${action}"]`);
    await waitUntil(button, 'item tile', { timeout: 5000 });
    button()!.click();
    await waitUntil(() => page!.loads() === 2, 'reloads', { timeout: 5000 });
    await waitUntil(() => page!.root()?.querySelector('[part="empty"]'), 'empty cart after reload', {
      timeout: 5000,
    });
    return page;
  }

  it('reloads the page after the last item is removed, which then shows the empty cart', async () => {
    page = await emptiedBy('remove');
    const empty = page.root()!.querySelector('[part="empty"]')!;
    expect(empty.querySelector('h1')?.textContent).to.equal('Dein Warenkorb');
    expect(empty.textContent).to.contain('Es befinden sich noch keine Erlebnisse in deinem Warenkorb.');
    expect(empty.querySelector('a')?.getAttribute('href')).to.equal('/');
    expect(empty.querySelector('a')?.textContent).to.equal('Weiter im Shop umschauen');
  });
  it('reloads the page after the last item moved to the wishlist, like a removal (spec point 4)', async () => {
    await clearBrowserStorage();
    page = await emptiedBy('move-to-wishlist');
    expect((await serverCart()).items).to.have.length(0);
    // The success snackbar with its link to the wishlist survives the reload (carried once).
    const success = () => page!.root()?.querySelector('[part="snackbar"] [data-variant="success"]');
    await waitUntil(success, 'the success snackbar after the reload', { timeout: 5000 });
    expect(success()?.textContent).to.contain('Das Erlebnis liegt jetzt auf deinem Merkzettel.');
    expect(success()?.querySelector('a')?.getAttribute('href')).to.equal('/wishlist');
    // Only once: nothing is left for the next load to show.
    const kept = Object.keys(page.frame.contentWindow!.sessionStorage).filter((key) =>
      key.startsWith('shop.'),
    );
    expect(kept, 'session storage after the snackbar showed').to.not.include('shop.wishlistMovedNotice');
  });

  it('does not reload when an item moves to the wishlist and others stay', async () => {
    await clearBrowserStorage();
    await resetCart({ seed: 'default' });
    page = await openCartPage({});
    const tiles = () => page!.root()?.querySelectorAll('[part="item"]') ?? [];
    // Every tile: a fresh cart shows its last tiles with the summary, right after its first paint.
    await waitUntil(() => showsWholeCart(page!.root()), 'the whole cart', { timeout: 5000 });
    const before = tiles().length;
    expect(before).to.be.above(1);
    tiles()[0]!.querySelector<HTMLButtonElement>('button[data-action="move-to-wishlist"]')!.click();
    await waitUntil(() => tiles().length === before - 1, 'item leaves', { timeout: 5000 });
    await waitUntil(
      () => page!.root()?.querySelector('[part="snackbar"] [data-variant="success"]'),
      'snackbar',
    );
    expect(page.loads()).to.equal(1);
  });
});
