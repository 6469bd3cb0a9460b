// First: clicks on a server-rendered cart wait for its hydration (early-clicks.ts).
import './early-clicks.js';
// Then: the Intl warm-up looks at the page before the rest of the bundle is evaluated (intl-warm-up.ts).
import './intl-warm-up.js';
import r2wc from '@r2wc/core';
import { cartRenderer, ShopCartElementContent } from '../src/cart/fragment/render/cart-renderer.js';
import { CART_HANDLE, CartHandle } from '../src/cart/fragment/render/cart-handle.js';
// The public events' types and their global event-map entries come with the element.
export type { CartChangeDetail, CartChangeEvent } from '../src/events/cart-change.js';
export type { ShopCartErrorDetail, ShopCartErrorEvent } from '../src/events/shop-cart-error.js';
export type { ShopCartChangeEvent } from '../src/events/shop-cart-change.js';
export type { ShopWishlistChangeEvent } from '../src/events/shop-wishlist-change.js';
export type { WishlistChangeDetail, WishlistChangeEvent } from '../src/events/wishlist-change.js';

export { ShopCartStartupError } from '../src/cart/fragment/render/cart-handle.js';
export { mountCart } from '../src/cart/fragment/render/mount-cart.js';

/**
 * The shopping-cart fragment: items, quantities, summary and the way to the next checkout step, rendered
 * by React inside an open shadow root. Start-up data comes from a `<script type="application/json">`
 * child; attributes win over the same keys in it.
 *
 * @tag shop-cart
 * @summary The cart page of the shop as one drop-in element.
 *
 * @attr {string} tenant - One of JS_DE, JS_NOW_DE, JS_AT, JS_TEST, MD_DE, MD_AT, MD_CH, MD_TEST. Required here or in the start-up data.
 * @attr {'de' | 'en'} locale - Language of the texts, money and dates: `de` (default, the spec's texts) or `en`; a region is understood (`en-GB`, `en-US`, `de-AT` …). Any other value falls back to `de` with one `console.warn`. Wins over `"locale"` in the start-up data; changing it after mount switches the language and keeps the cart's state. The currency stays the cart's.
 * @attr {string} base-url - Prefix of every `/api/...` call. Default empty: same origin.
 * @attr {string} nonce - CSP nonce put on every style the element creates and on the express payment providers' scripts (read through the `nonce` property; `"nonce"` in the start-up data works too).
 *
 * @prop {string | undefined} tenant - Reflects the `tenant` attribute (frameworks such as React 19 set it as a property).
 * @prop {string | undefined} locale - Reflects the `locale` attribute.
 * @prop {string | undefined} baseUrl - Reflects the `base-url` attribute.
 *
 * @fires {ShopCartErrorEvent} shop-cart-error - The element cannot start and renders nothing; `detail` is `ShopCartErrorDetail` `{ reason: 'missing-tenant' | 'unknown-tenant' | 'invalid-json' | 'invalid-startup-data', message }` (src/events/shop-cart-error.ts). Bubbles and is composed.
 * @fires {ShopCartChangeEvent} shop-cart-change - On the element, bubbling and composed: the cart it shows changed, confirmed by the server (also its first cart; never for a failed change nor on a failed start-up); `detail` is `CartChangeDetail` `{ cartId, cartVersion, itemCount, total: { amount, currencyCode } }`, the same as `shop:cart-change`'s (src/events/shop-cart-change.ts).
 * @fires {ShopWishlistChangeEvent} shop-wishlist-change - On the element, bubbling and composed: a wishlist change this element made was kept (by the server for a logged-in shopper, else in the browser); `detail` is `WishlistChangeDetail` `{ productIds }`, the same as `shop:wishlist-change`'s (src/events/shop-wishlist-change.ts).
 * @fires {CartChangeEvent} shop:cart-change - On `window`: the cart changed (also on first load); `detail` is `CartChangeDetail` `{ cartId, cartVersion, itemCount, total: { amount, currencyCode } }` (src/events/cart-change.ts).
 * @slot empty - Host content below the empty cart's text (a link into the shop, a teaser): light DOM, styled by the page; the element never reads it. Shown only while the cart is empty; an empty slot takes no room. Kept by server rendering.
 * @slot summary-end - Host content at the end of the summary column (trust badges, a note on delivery): light DOM, styled by the page; the element never reads it. Shown beside a filled cart; an empty slot takes no room. Kept by server rendering.
 * @slot express-stripe - Filled by the element itself: the container of Stripe's wallet buttons (never give it content).
 * @slot express-paypal - Filled by the element itself: the container of PayPal's button.
 * @slot express-amazonPay - Filled by the element itself: the container of Amazon Pay's button.
 *
 * @fires {WishlistChangeEvent} shop:wishlist-change - On `window`: the wishlist changed (an item was moved to it); `detail` is `WishlistChangeDetail` `{ productIds }` (src/events/wishlist-change.ts). Other tabs follow through a BroadcastChannel.
 *
 * @csspart cart - The filled cart page.
 * @csspart title - The page title ('Warenkorb' / 'Deine Bestellung').
 * @csspart items - The section listing the items.
 * @csspart item - One item tile (or one ticket of an appointment item).
 * @csspart summary - The order summary beside the items.
 * @csspart express-checkout - The express payment area in the summary ('Mit 1-Klick bezahlen'); the providers' buttons are the element's light-DOM children `[data-shop-cart-express]`, shown here through named slots.
 * @csspart next-step - The button to the next checkout step.
 * @csspart empty - The empty cart.
 * @csspart error-screen - The fragment error screen after a rendering error.
 * @csspart snackbar - The snackbar region (fixed to the bottom of the viewport).
 * @csspart shipping - The shipping method section below the items.
 * @csspart sticky-bar - The bottom bar on narrow screens (total, to express checkout, next step).
 * @csspart sticky-next-step - The sticky bar's button to the next checkout step.
 *
 * @cssprop [--shop-cart-color-brand=#a3123a] - Brand colour of buttons, links and focus rings.
 * @cssprop [--shop-cart-color-brand-contrast=#ffffff] - Text on the brand colour.
 * @cssprop [--shop-cart-color-text=#1f1f1f] - Body text.
 * @cssprop [--shop-cart-color-muted=#575757] - Secondary text.
 * @cssprop [--shop-cart-color-surface=#ffffff] - Tile background.
 * @cssprop [--shop-cart-color-subtle=#f5f3f0] - Summary and image placeholder background.
 * @cssprop [--shop-cart-color-border=#d6d2cc] - Borders of tiles and boxes.
 * @cssprop [--shop-cart-color-error=#b00020] - Error messages.
 * @cssprop [--shop-cart-color-success=#1e6b34] - Success messages.
 * @cssprop [--shop-cart-color-warning=#7a4f00] - Warnings.
 * @cssprop [--shop-cart-font-family=system-ui, sans-serif] - Font of the fragment.
 * @cssprop [--shop-cart-radius=8px] - Corner radius.
 * @cssprop [--shop-cart-space=8px] - Base spacing unit.
 */
export class ShopCartElement extends r2wc(
  ShopCartElementContent,
  // r2wc keeps these as properties; the renderer reads the attributes themselves (an empty one is a value).
  { shadow: 'open', props: { tenant: 'string', locale: 'string', baseUrl: 'string' } },
  cartRenderer,
) {
  // r2wc defines these accessors at run time; declared here for their types only (no code is emitted).
  declare tenant: string | undefined;
  declare locale: string | undefined;
  declare baseUrl: string | undefined;

  /**
   * Between this element and the cart mounted in it.
   * @internal
   */
  readonly [CART_HANDLE] = new CartHandle(this);

  /**
   * Loads the cart again, e.g. after the host logged the shopper in or out. Resolves once the newest
   * answer is on screen (a newer cart already shown, or a change of this element still in flight, is
   * kept: the server's cart version decides). Calls in a row cost one request at a time and end on the
   * newest answer. Rejects with the failure (an `Error`) when the cart cannot be loaded, keeping the
   * cart on screen; rejects with `ShopCartStartupError` (its `reason` is the one of `shop-cart-error`)
   * without any request when the element could not start. Waits for the cart while it mounts; resolves
   * without a request when the element is not on the page.
   */
  refresh(): Promise<void> {
    return this[CART_HANDLE].refresh();
  }

  /**
   * A server-rendered element arrives with its declarative shadow root: keep it (attaching again would
   * clear it), so that the cart hydrates instead of rendering anew.
   */
  override attachShadow(init: ShadowRootInit): ShadowRoot {
    return this.shadowRoot ?? super.attachShadow(init);
  }
}

if (!customElements.get('shop-cart')) customElements.define('shop-cart', ShopCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart': ShopCartElement;
  }
}
