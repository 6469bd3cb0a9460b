// The element's own events (DESIGN.md section 1, "Host API"): `shop-cart-change` and
// `shop-wishlist-change` on <shop-cart> itself, bubbling and composed, for server-confirmed changes only,
// with the details of the window events `shop:cart-change` and `shop:wishlist-change`.
import { expect, waitUntil } from '@open-wc/testing';
import type { CartChangeDetail, WishlistChangeDetail } from '../../elements/types.js';
import { $, choose, mountShopCart, waitForTiles } from '../helpers/cart-fixture.js';
import { armErrorCode, armFault, resetCart, serverCart } from '../helpers/reference-api.js';
import { trackPageFetches } from '../helpers/settle.js';
import { recordEvents } from '../helpers/store.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';
import { textOf } from '../helpers/text.js';

const QUANTITY = '/api/cart/set-item-quantity';

interface Heard<T> {
  detail: T;
  target: EventTarget | null;
  bubbles: boolean;
  composed: boolean;
}

/** Listens on the document: only an event that bubbles out of the element is heard there. */
function hearOnDocument<T>(name: string) {
  const heard: Heard<T>[] = [];
  const listener = (event: Event) => {
    const { detail, target, bubbles, composed } = event as CustomEvent<T>;
    heard.push({ detail, target, bubbles, composed });
  };
  document.addEventListener(name, listener);
  return { heard, stop: () => document.removeEventListener(name, listener) };
}

async function loadedCart(loggedIn = false) {
  const cart = await resetCart({ seed: 'default', loggedIn });
  const element = mountShopCart({
    data: { props: { cart, customerEmailHash: loggedIn ? 'hash-of-mail' : null } },
  });
  await waitForTiles(element);
  const item = cart.items.find((i) => !i.appointment && i.quantity < 20)!;
  return { cart, element, item };
}

const selectOf = (element: Element, itemId: string) =>
  $<HTMLSelectElement>(element, `[data-item-id="${itemId}"] select`)!;

describe('events on <shop-cart>', () => {
  beforeEach(clearBrowserStorage);

  it('shop-cart-change bubbles out composed, once per confirmed change, with the window detail', async () => {
    const host = hearOnDocument<CartChangeDetail>('shop-cart-change');
    const onWindow = recordEvents<CartChangeDetail>('shop:cart-change');
    try {
      const { cart, element, item } = await loadedCart();
      // The first cart is told too, so a host can show the count from the start.
      await waitUntil(() => host.heard.length === 1, 'the first cart is told');
      const fetches = trackPageFetches();
      choose(selectOf(element, item.id), String(item.quantity + 1));
      await waitUntil(() => host.heard.length === 2, 'the change is told', { timeout: 5000 });
      await fetches.settled();
      fetches.stop();
      expect(host.heard).to.have.length(2);
      const [first, second] = host.heard;
      expect(first!.target).to.equal(element);
      expect(second!.target).to.equal(element);
      expect(second!.bubbles && second!.composed).to.equal(true);
      const confirmed = await serverCart();
      expect(second!.detail).to.deep.equal({
        cartId: cart.cartId,
        cartVersion: cart.cartVersion + 1,
        itemCount: confirmed.items.reduce((sum, i) => sum + i.quantity, 0),
        total: confirmed.total.gross,
      });
      expect(host.heard.map((h) => h.detail)).to.deep.equal(onWindow.details);
    } finally {
      host.stop();
      onWindow.stop();
    }
  });

  for (const [name, arm] of [
    ['HTTP 500', () => armFault(QUANTITY, '500')],
    ['an error code', () => armErrorCode(QUANTITY, 104)],
    ['an answer that is not JSON', () => armFault(QUANTITY, 'not-json')],
  ] as const) {
    it(`sends nothing for a change that failed with ${name}`, async () => {
      const host = hearOnDocument<CartChangeDetail>('shop-cart-change');
      try {
        const { element, item } = await loadedCart();
        await waitUntil(() => host.heard.length === 1, 'the first cart is told');
        await arm();
        const fetches = trackPageFetches();
        choose(selectOf(element, item.id), String(item.quantity + 1));
        await waitUntil(() => textOf($(element, '[role="alert"]')) !== '', 'the failure shows', {
          timeout: 5000,
        });
        await fetches.settled();
        fetches.stop();
        expect(host.heard, 'only the first cart').to.have.length(1);
      } finally {
        host.stop();
      }
    });
  }

  it('sends no shop-cart-change when the start-up failed', async () => {
    const host = hearOnDocument<CartChangeDetail>('shop-cart-change');
    const errors = hearOnDocument<unknown>('shop-cart-error');
    try {
      const element = mountShopCart({ attributes: { locale: 'de' }, data: { props: {} } });
      await waitUntil(() => errors.heard.length === 1, 'shop-cart-error');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors.heard[0]!.target).to.equal(element);
      expect(host.heard).to.deep.equal([]);
    } finally {
      host.stop();
      errors.stop();
    }
  });

  it('shop-wishlist-change bubbles out composed when a move to the wishlist was kept', async () => {
    const { element, item } = await loadedCart(true);
    const host = hearOnDocument<WishlistChangeDetail>('shop-wishlist-change');
    const onWindow = recordEvents<WishlistChangeDetail>('shop:wishlist-change');
    try {
      $<HTMLButtonElement>(element, `[data-item-id="${item.id}"] [data-action="move-to-wishlist"]`)!.click();
      await waitUntil(() => host.heard.length === 1, 'the kept change is told', { timeout: 5000 });
      expect(host.heard[0]!.target).to.equal(element);
      expect(host.heard[0]!.bubbles && host.heard[0]!.composed).to.equal(true);
      expect(host.heard[0]!.detail).to.deep.equal({ productIds: [item.product.productId] });
      expect(onWindow.details).to.deep.equal([host.heard[0]!.detail]);
    } finally {
      host.stop();
      onWindow.stop();
    }
  });

  it('sends no shop-wishlist-change when the server fails to take the product', async () => {
    const { element, item } = await loadedCart(true);
    const host = hearOnDocument<WishlistChangeDetail>('shop-wishlist-change');
    try {
      await armFault('/api/wishlist/add-products', '500');
      $<HTMLButtonElement>(element, `[data-item-id="${item.id}"] [data-action="move-to-wishlist"]`)!.click();
      await waitUntil(() => $(element, '[part="snackbar"] [data-variant="error"]'), 'error snackbar', {
        timeout: 5000,
      });
      expect(host.heard).to.deep.equal([]);
    } finally {
      host.stop();
    }
  });
});
