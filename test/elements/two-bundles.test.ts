// Separately built bundles on one page: /bundles/NAME.js is its own esbuild build of elements/NAME.ts, so
// the elements share no module and know each other only through window events and storage. This file
// imports no element itself.
import { expect, waitUntil } from '@open-wc/testing';
import {
  appendCountersBesideCart,
  cartRoot,
  counterLabel,
  counterShows,
} from '../helpers/counters-beside-cart.js';
import { resetCart } from '../helpers/reference-api.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';
import { trackPageFetches } from '../helpers/settle.js';
import { recordEvents } from '../helpers/store.js';

interface CartChange {
  cartVersion: number;
  itemCount: number;
}

describe('two separately built bundles on one page', () => {
  before(async () => {
    await clearBrowserStorage();
    for (const name of ['shop-wishlist-counter', 'shop-cart-counter', 'shop-cart']) {
      const url = `/bundles/${name}.js`;
      await import(/* @vite-ignore */ url);
    }
  });

  it('stay in step through window events, without echo loops', async () => {
    const cart = await resetCart({ seed: 'default' });
    const fetches = trackPageFetches();
    const cartChanges = recordEvents<CartChange>('shop:cart-change');
    const wishlistChanges = recordEvents<{ productIds: string[] }>('shop:wishlist-change');
    const host = appendCountersBesideCart();
    try {
      const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);
      await counterShows('shop-cart-counter', `Warenkorb: ${count} Artikel`);
      expect(counterLabel('shop-wishlist-counter')).to.equal('Merkzettel: 0 Artikel');

      const first = cart.items.find((item) => !item.appointment)!;
      const button = () =>
        cartRoot()?.querySelector<HTMLButtonElement>(
          `[data-item-id="${first.id}"] [data-action="move-to-wishlist"]`,
        );
      await waitUntil(() => button(), 'tile with move button');
      button()!.click();
      await counterShows('shop-wishlist-counter', 'Merkzettel: 1 Artikel');
      const after = count - first.quantity;
      await counterShows('shop-cart-counter', `Warenkorb: ${after} Artikel`);
      // A page script announcing the wishlist reaches the cart's own store: moving a product already on
      // the list does not add it again.
      const second = cart.items.filter((item) => !item.appointment)[1]!;
      window.dispatchEvent(
        new CustomEvent('shop:wishlist-change', {
          detail: { productIds: [second.product.productId, first.product.productId] },
        }),
      );
      expect(counterLabel('shop-wishlist-counter')).to.equal('Merkzettel: 2 Artikel');
      cartRoot()!
        .querySelector<HTMLButtonElement>(`[data-item-id="${second.id}"] [data-action="move-to-wishlist"]`)!
        .click();
      const last = after - second.quantity;
      await counterShows('shop-cart-counter', `Warenkorb: ${last} Artikel`);
      // Every answer read and the bundles' stores updated: an echo would have been dispatched by now.
      await fetches.settled();
      expect(
        wishlistChanges.details.map((d) => d.productIds.length),
        'one event per real change',
      ).to.deep.equal([1, 2]);
      expect(
        cartChanges.details.map((d) => d.itemCount),
        'first load and two removals, no echo',
      ).to.deep.equal([count, after, last]);
      const versions = cartChanges.details.map((d) => d.cartVersion);
      expect(new Set(versions).size).to.equal(versions.length);
    } finally {
      fetches.stop();
      cartChanges.stop();
      wishlistChanges.stop();
      host.remove();
    }
  });
});
