import { atom } from 'jotai/vanilla';
import { counters } from '../src/i18n/de/counters.js';
import { wishlistAtom } from '../src/state/wishlist-bridge.js';
import { CounterElement } from '../src/ui/counter-element.js';

const wishlistCountAtom = atom((get) => get(wishlistAtom).length);

/**
 * The number of products on the wishlist, for the page header. It reads the wishlist from browser storage
 * on load (the account copy of a logged-in visitor, else the wishlist cookie) and follows every
 * `shop:wishlist-change` on the page, storage changes of other tabs, and the cookie when the tab is
 * shown again. Works on a page that loads nothing else.
 *
 * @tag shop-wishlist-counter
 * @summary Wishlist item count with a text alternative ('Merkzettel: 3 Artikel').
 *
 * @attr {string} data-count - Set by the element: the number shown, for styling (e.g. `[data-count="0"]`).
 *
 * @csspart count - The number (hidden from screen readers, which read the label).
 * @csspart label - The visually hidden text alternative.
 *
 * @cssprop [--shop-counter-background=#a3123a] - Badge background.
 * @cssprop [--shop-counter-color=#ffffff] - Badge text colour.
 * @cssprop [--shop-counter-font-size=0.8rem] - Size of the number.
 * @cssprop [--shop-counter-font-family=system-ui, sans-serif] - Font of the number.
 */
export class ShopWishlistCounterElement extends CounterElement {
  protected readonly countAtom = wishlistCountAtom;
  protected readonly labelText = counters.wishlist;
}

if (!customElements.get('shop-wishlist-counter')) {
  customElements.define('shop-wishlist-counter', ShopWishlistCounterElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-wishlist-counter': ShopWishlistCounterElement;
  }
}
