// Whether a cart renders afresh, and whether it paints its top first: one rule for the renderer
// (cart-renderer.tsx, mount-cart.tsx), for the Intl warm-up, which asks before any cart has upgraded
// (first-paint/warm-up-on-load.ts), and for shop-cart-after-paint.js (first-paint/load-after-first-paint.ts). A
// module of its own, so that asking evaluates no React.
import { holdsServerRenderedCart } from '../fragment/render/fragment-styles.js';

/**
 * Whether the cart of `host` renders afresh: its shadow root (none yet before the element upgrades) holds
 * no server-rendered cart.
 */
export const rendersFresh = (host: Element): boolean => !holdsServerRenderedCart(host.shadowRoot);

/**
 * True when `doc` has carts and every one is server-rendered: a declarative shadow root with the server's
 * styles, the sign the renderer hydrates by (cart-renderer.tsx).
 */
export function carriesOnlyServerRenderedCarts(doc: Document): boolean {
  const carts = [...doc.querySelectorAll('shop-cart')];
  return carts.length > 0 && carts.every((cart) => !rendersFresh(cart));
}

/**
 * Whether the cart of `host` paints its top first (`TopFirstContext`): it renders afresh while
 * its page still loads, where the page's first paint is at stake and the main thread is contended. Into a
 * loaded page (a warm mount) it renders whole: a second pass would only put its last rows off.
 */
export const paintsTopFirst = (host: Element): boolean =>
  rendersFresh(host) && host.ownerDocument.readyState !== 'complete';
