// A page with the two counters beside a cart that loads the visitor's cart (empty start-up data), as the
// tests of several bundles on one page build it.
import { waitUntil } from '@open-wc/testing';

/** The text of a counter element's label part. */
export const counterLabel = (tag: 'shop-cart-counter' | 'shop-wishlist-counter') =>
  document.querySelector(tag)?.shadowRoot?.querySelector('[part="label"]')?.textContent ?? '';

/** The cart's shadow root, once the element has one. */
export const cartRoot = () => document.querySelector('shop-cart')?.shadowRoot ?? null;

/** Appends the counters and the cart to the page; remove the answered element after the test. */
export function appendCountersBesideCart(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = `<shop-cart-counter></shop-cart-counter><shop-wishlist-counter></shop-wishlist-counter>
    <shop-cart tenant="JS_DE"><script type="application/json">{"props":{}}</script></shop-cart>`;
  document.body.append(host);
  return host;
}

/** Waits until the counter `tag` shows `text`. */
export const counterShows = (tag: 'shop-cart-counter' | 'shop-wishlist-counter', text: string) =>
  waitUntil(() => counterLabel(tag) === text, `${tag} shows "${text}"`, { timeout: 5000 });
