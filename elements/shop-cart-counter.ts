import { CartCounterElement } from '../src/counters/cart-counter.js';
// The event this counter follows, with its global event-map entry.
export type { CartChangeDetail, CartChangeEvent } from '../src/events/cart-change.js';

/**
 * The number of cart items (sum of quantities), for the page header. It reads the count from local
 * storage on load and follows every `shop:cart-change` on the page and the stored count of other tabs.
 * Only parsed details count: an item count that is not a non-negative safe integer is ignored.
 * Works on a page that loads nothing else.
 *
 * @tag shop-cart-counter
 * @summary Cart item count with a text alternative ('Warenkorb: 2 Artikel').
 *
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
export class ShopCartCounterElement extends CartCounterElement {}

if (!customElements.get('shop-cart-counter')) {
  customElements.define('shop-cart-counter', ShopCartCounterElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart-counter': ShopCartCounterElement;
  }
}
