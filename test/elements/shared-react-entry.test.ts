// The entry for bundler hosts (dist/shared-react/, `shop-cart-fragment/shared-react`) as a React host
// bundles it: this test's bundle resolves it through the package's "exports" together with the repository's
// React, so the cart renders with the host's one React DOM. (Imported for its effects only, so that the
// type check does not need dist/.) The self-contained dist/shop-cart.js and
// dist/shop-cart-counter.js (React inside) load on the same page: neither throws (customElements guard),
// and the elements of the two builds follow each other through window events and storage only.
import { reactDomCopies } from './react-renderers.js';
import { expect, waitUntil } from '@open-wc/testing';
import 'react-dom/client';
import 'shop-cart-fragment/shared-react';
import 'shop-cart-fragment/shared-react/shop-wishlist-counter.js';
import { appendCountersBesideCart, cartRoot, counterShows } from '../helpers/counters-beside-cart.js';
import { resetCart } from '../helpers/reference-api.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';

describe('the shared-react entry beside the self-contained bundles', () => {
  let copiesWithSharedEntry = 0;
  let standalone: { ShopCartElement: CustomElementConstructor };
  let sharedCart: CustomElementConstructor | undefined;

  before(async () => {
    await clearBrowserStorage();
    copiesWithSharedEntry = reactDomCopies();
    sharedCart = customElements.get('shop-cart');
    // The self-contained bundles, as a CMS page would load them, after the shared entry defined <shop-cart>.
    standalone = (await import(/* @vite-ignore */ `${'/dist/shop-cart.js'}`)) as typeof standalone;
    await import(/* @vite-ignore */ `${'/dist/shop-cart-counter.js'}`);
  });

  it('brings no React DOM of its own: the host and the cart share one', () => {
    expect(copiesWithSharedEntry, 'the host React DOM only').to.equal(1);
    expect(reactDomCopies(), 'dist/shop-cart.js brings its own').to.equal(2);
  });

  it('keeps the first definition of each element', () => {
    // <shop-cart> was defined by the shared entry: the self-contained build's class stays undefined.
    expect(customElements.get('shop-cart')).to.equal(sharedCart);
    expect(standalone.ShopCartElement).to.be.a('function').and.not.equal(sharedCart);
    expect(customElements.get('shop-wishlist-counter')).to.be.a('function');
    expect(customElements.get('shop-cart-counter')).to.be.a('function');
  });

  it("a move in the shared build's cart updates the self-contained counter and the shared one", async () => {
    const cart = await resetCart({ seed: 'default' });
    const host = appendCountersBesideCart();
    try {
      const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);
      await counterShows('shop-cart-counter', `Warenkorb: ${count} Artikel`);
      const first = cart.items.find((item) => !item.appointment)!;
      const button = () =>
        cartRoot()?.querySelector<HTMLButtonElement>(
          `[data-item-id="${first.id}"] [data-action="move-to-wishlist"]`,
        );
      await waitUntil(() => button(), 'tile with move button', { timeout: 5000 });
      button()!.click();
      await counterShows('shop-cart-counter', `Warenkorb: ${count - first.quantity} Artikel`);
      await counterShows('shop-wishlist-counter', 'Merkzettel: 1 Artikel');
    } finally {
      host.remove();
    }
  });
});
