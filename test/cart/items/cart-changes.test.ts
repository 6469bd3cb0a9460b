import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../../src/domain/index.js';
import {
  $,
  $$,
  choose,
  euro,
  mountShopCart,
  removeMounted,
  shownTotal,
  textOf,
  waitForTiles,
} from '../../helpers/cart-fixture.js';
import {
  armErrorCode,
  armFault,
  CHANGE_FAULTS,
  recordedPosts,
  recordedRequests,
  releaseHeld,
  resetCart,
  serverCart,
  TRANSPORT_FAULTS,
} from '../../helpers/reference-api.js';
import { settledReact, trackPageFetches, type PageFetches } from '../../helpers/settle.js';
import { expectAbsent } from '../../helpers/assertions.js';

const QUANTITY = '/api/cart/set-item-quantity';
const tileOf = (element: Element, item: CartItem) => $$(element, `[data-item-id="${item.id}"]`);
const selectOf = (element: Element, item: CartItem) =>
  tileOf(element, item)[0]?.querySelector('select') as HTMLSelectElement;
const tileCount = (cart: Cart) =>
  cart.items.reduce((sum, item) => sum + (item.appointment ? item.quantity : 1), 0);
const changeable = (cart: Cart) => {
  const item = cart.items.find((candidate) => !candidate.appointment && candidate.quantity < 20);
  if (!item) throw new Error('the seed has no item without appointment');
  return item;
};
const errorText = (element: Element) => textOf($(element, '[role="alert"]'));

async function loadedCart(seed: 'default' | 'single' | 'hostile' = 'default') {
  const cart = await resetCart({ seed });
  const element = mountShopCart({ data: {} });
  await waitForTiles(element, tileCount(cart));
  return { cart, element };
}

describe('<shop-cart> against the reference API', () => {
  let fetches: PageFetches | undefined;
  afterEach(() => {
    fetches?.stop();
    fetches = undefined;
    removeMounted();
  });

  /** Lets the held calls answer, and waits until the page has read every answer and rendered. */
  async function answerHeldAndSettle(path: string) {
    if (!fetches) throw new Error('track the page fetches before the held call starts');
    await releaseHeld(path);
    await settledReact(() => fetches?.settled());
  }

  it('loads the cart with one GET /api/cart and shows every item, tickets expanded', async () => {
    const { cart, element } = await loadedCart();
    expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
    const requests = await recordedRequests();
    expect(requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal(['GET /api/cart']);
  });

  it('makes no request at all when the cart comes in the start-up data', async () => {
    const cart = await resetCart();
    const fetches = trackPageFetches();
    let element: Element | undefined;
    try {
      // Requests on mount start in the effects of the first render: once those have run, any is under way.
      await settledReact(() => {
        element = mountShopCart({ data: { props: { cart } } });
      });
    } finally {
      fetches.stop();
    }
    await waitForTiles(element!, tileCount(cart));
    expect(fetches.calls).to.deep.equal([]);
    expect(await recordedRequests()).to.deep.equal([]);
  });

  it('sends the new quantity and shows the total the server answers', async () => {
    const { cart, element } = await loadedCart();
    const item = changeable(cart);
    choose(selectOf(element, item), String(item.quantity + 2));
    let expected: Cart | undefined;
    await waitUntil(async () => {
      const now = await serverCart();
      if (now.cartVersion > cart.cartVersion) expected = now;
      return expected !== undefined;
    });
    await waitUntil(() => shownTotal(element) === euro(expected?.total.gross.amount ?? NaN));
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: QUANTITY, body: { cartItemId: item.id, quantity: item.quantity + 2 } },
    ]);
    expect(selectOf(element, item).value).to.equal(String(item.quantity + 2));
  });

  for (const [fault, message] of CHANGE_FAULTS) {
    it(`keeps the last good cart and says so when the change fails with ${fault}`, async () => {
      const { cart, element } = await loadedCart();
      const item = changeable(cart);
      await armFault(QUANTITY, fault);
      choose(selectOf(element, item), String(item.quantity + 1));
      await waitUntil(() => errorText(element).includes(message), `expected "${message}"`);
      // One call, failed once: the browser did not retry it into a success behind the page's back.
      expect((await recordedRequests()).filter((request) => request.path === QUANTITY)).to.have.length(1);
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      await waitUntil(() => selectOf(element, item).value === String(item.quantity), 'quantity reverts');
      // Enabled again once every call has ended (after a 500 or a lost answer: the reconciling GET too).
      await waitUntil(
        () => $(element, '[part="next-step"]')?.getAttribute('aria-disabled') === null,
        'next step',
      );
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      if (fault === 'drop')
        expect(textOf(tileOf(element, item)[0]?.querySelector('[data-item-status]'))).to.match(/Verbindung/);
      await expect(element).to.be.accessible();
    });
  }

  it('shows the catalogue message of the server error code', async () => {
    const { cart, element } = await loadedCart();
    const item = changeable(cart);
    await armErrorCode(QUANTITY, 104);
    choose(selectOf(element, item), String(item.quantity + 1));
    await waitUntil(
      () => errorText(element).includes('An diese Postleitzahl können wir'),
      'message of code 104',
    );
    expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
  });

  it('clears the error once a later change succeeds', async () => {
    const { cart, element } = await loadedCart();
    const item = changeable(cart);
    await armFault(QUANTITY, '500');
    choose(selectOf(element, item), String(item.quantity + 1));
    await waitUntil(() => errorText(element) !== '');
    choose(selectOf(element, item), String(item.quantity + 1));
    await waitUntil(() => errorText(element) === '');
    await waitUntil(() => selectOf(element, item).value === String(item.quantity + 1));
  });

  it('merges choices made while a change of the item is in flight into one request after it (last wins)', async () => {
    const { cart, element } = await loadedCart();
    const item = changeable(cart);
    // The first call is held, so both later choices are made while it is in flight.
    await armFault(QUANTITY, 'hold');
    choose(selectOf(element, item), '7');
    await waitUntil(() => tileOf(element, item)[0]?.getAttribute('aria-busy') === 'true', 'item busy');
    choose(selectOf(element, item), '4');
    choose(selectOf(element, item), '9');
    expect(selectOf(element, item).value, 'the last choice shows at once').to.equal('9');
    await releaseHeld(QUANTITY);
    await waitUntil(async () => (await recordedPosts()).length === 2, 'the merged change is sent');
    await waitUntil(() => tileOf(element, item)[0]?.getAttribute('aria-busy') === 'false', 'settled');
    expect((await recordedPosts()).map((post) => post.body)).to.deep.equal([
      { cartItemId: item.id, quantity: 7 },
      { cartItemId: item.id, quantity: 9 },
    ]);
    expect(selectOf(element, item).value).to.equal('9');
    expect(errorText(element)).to.equal('');
    const server = await serverCart();
    expect(server.items.find((candidate) => candidate.id === item.id)?.quantity).to.equal(9);
    expect(shownTotal(element)).to.equal(euro(server.total.gross.amount));
  });

  it('disables the next-step button and dims the item during a change', async () => {
    const { cart, element } = await loadedCart();
    const item = changeable(cart);
    // The next step is a link (it works before any script runs): disabled means aria-disabled, not followed.
    const nextStep = () => ({
      disabled: $(element, '[part="next-step"]')?.getAttribute('aria-disabled') === 'true',
    });
    expect(nextStep().disabled).to.equal(false);
    await armFault(QUANTITY, 'hold');
    choose(selectOf(element, item), String(item.quantity + 1));
    await waitUntil(() => nextStep().disabled, 'disabled during the change');
    await waitUntil(() => tileOf(element, item)[0]?.dataset.loadingState === 'Loading');
    // The long-loading state comes after 3 s of waiting for the answer (spec point 4).
    await waitUntil(() => tileOf(element, item)[0]?.dataset.loadingState === 'LongLoading', 'long loading', {
      timeout: 5000,
    });
    expect(textOf(tileOf(element, item)[0]?.querySelector('[data-item-status]'))).to.match(/länger/);
    expect(nextStep().disabled, 'still disabled').to.equal(true);
    await releaseHeld(QUANTITY);
    await waitUntil(() => !nextStep().disabled, 'enabled again');
    // No longer dimmed: for a moment the tile confirms the change (Finished, item-finished.test.ts).
    expect(tileOf(element, item)[0]?.dataset.loadingState).to.be.oneOf(['Finished', 'Idle']);
  });

  it('removes an item', async () => {
    const { cart, element } = await loadedCart();
    const item = changeable(cart);
    (tileOf(element, item)[0]?.querySelector('button[data-action="remove"]') as HTMLButtonElement).click();
    await waitUntil(() => tileOf(element, item).length === 0);
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: '/api/cart/remove-item', body: { cartItemId: item.id } },
    ]);
    expect(shownTotal(element)).to.equal(euro((await serverCart()).total.gross.amount));
    // The focus moves to the items heading instead of getting lost with the removed button.
    await waitUntil(
      () => element.shadowRoot?.activeElement?.id === 'shop-cart-contents',
      'focus on the heading',
    );
  });

  for (const [fault, message] of TRANSPORT_FAULTS) {
    it(`keeps the item and the last good cart when removing fails with ${fault}`, async () => {
      const { cart, element } = await loadedCart();
      const item = changeable(cart);
      await armFault('/api/cart/remove-item', fault);
      (tileOf(element, item)[0]?.querySelector('button[data-action="remove"]') as HTMLButtonElement).click();
      await waitUntil(() => errorText(element).includes(message), `expected "${message}"`);
      expect(await recordedPosts()).to.have.length(1);
      expect(tileOf(element, item)).to.have.length(1);
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      expect((await serverCart()).items.some((candidate) => candidate.id === item.id)).to.equal(true);
    });
  }

  it('lets a removal overtake a slow quantity change of another item', async () => {
    const { cart, element } = await loadedCart();
    const [first, second] = cart.items.filter((candidate) => !candidate.appointment);
    if (!first || !second) throw new Error('the seed needs two items without appointment');
    fetches = trackPageFetches();
    await armFault(QUANTITY, 'hold');
    choose(selectOf(element, first), String(first.quantity + 3));
    await waitUntil(async () => (await recordedRequests()).some((r) => r.path === QUANTITY), 'change sent');
    (tileOf(element, second)[0]?.querySelector('button[data-action="remove"]') as HTMLButtonElement).click();
    await waitUntil(() => tileOf(element, second).length === 0, 'second item removed');
    await answerHeldAndSettle(QUANTITY);
    const server = await serverCart();
    // The held answer came after the removal's and was ignored: what shows is the newest cart.
    expect(shownTotal(element)).to.equal(euro(server.total.gross.amount));
    expect(tileOf(element, second)).to.have.length(0);
    expect(errorText(element)).to.equal('');
  });

  it('removes one ticket of an appointment item by lowering its quantity by one', async () => {
    const { cart, element } = await loadedCart();
    const item = cart.items.find((candidate) => candidate.appointment && candidate.quantity === 2);
    if (!item) throw new Error('the seed has no appointment item with two tickets');
    expect(tileOf(element, item)).to.have.length(2);
    (tileOf(element, item)[1]?.querySelector('button[data-action="remove"]') as HTMLButtonElement).click();
    await waitUntil(() => tileOf(element, item).length === 1);
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: QUANTITY, body: { cartItemId: item.id, quantity: 1 } },
    ]);
  });

  it('shows a failed first load with a retry that works', async () => {
    await resetCart();
    await armFault('/api/cart', '500');
    const element = mountShopCart({ data: {} });
    await waitUntil(() => errorText(element).includes('Dein Warenkorb konnte nicht geladen werden'));
    await expect(element).to.be.accessible();
    ($(element, '[role="alert"] button') as HTMLButtonElement).click();
    await waitForTiles(element);
  });

  it('shows titles with markup as text', async () => {
    const cart = await resetCart({ seed: 'hostile' });
    const element = mountShopCart({ data: {} });
    await waitForTiles(element, tileCount(cart));
    const hostile = cart.items.find((candidate) => /[<>]/.test(candidate.product.title));
    if (!hostile) throw new Error('the hostile seed has no title with markup');
    expect(textOf(tileOf(element, hostile)[0]?.querySelector('h3'))).to.equal(
      hostile.product.title.replace(/\s+/g, ' ').trim(),
    );
    expectAbsent($(element, 'h3 img, h3 script, [onerror]'), 'no markup from the title');
    await expect(element).to.be.accessible();
  });
});
