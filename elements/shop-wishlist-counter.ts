import { WishlistCounterElement } from '../src/counters/wishlist-counter.js';
// The event this counter follows, with its global event-map entry.
export type { WishlistChangeDetail, WishlistChangeEvent } from '../src/events/wishlist-change.js';

/**
 * The number of products on the wishlist, for the page header. The spec has no wishlist read call, so
 * the host page gives the list its server knows (a logged-in visitor's wishlist lives on the server) as
 * a JSON child, `<script type="application/json">{ "productIds": ["…"] }</script>`, or through the
 * `productIds` property; without either, the counter reads browser storage (the account copy the cart
 * keeps for a logged-in visitor, else the wishlist cookie). It then follows every `shop:wishlist-change`
 * on the page and every wishlist change of other tabs (BroadcastChannel). Only parsed lists count: at
 * most 99 non-empty product ids. Works on a page that loads nothing else.
 *
 * @tag shop-wishlist-counter
 * @summary Wishlist item count with a text alternative ('Merkzettel: 3 Artikel').
 *
 * @prop {string[]} productIds - The product ids shown, newest first. Setting it gives the wishlist as the host knows it.
 * @prop {number} count - Read-only: the number shown.
 *
 * @attr {'de' | 'en' | `de-${string}` | `en-${string}`} locale - Language of the text alternative: `de` (default) or `en` (`en-GB`, `en-US` … too); another value falls back to `de` with a warning.
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
export class ShopWishlistCounterElement extends WishlistCounterElement {}

if (!customElements.get('shop-wishlist-counter')) {
  customElements.define('shop-wishlist-counter', ShopWishlistCounterElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-wishlist-counter': ShopWishlistCounterElement;
  }
}
