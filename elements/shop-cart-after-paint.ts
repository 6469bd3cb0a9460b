// <shop-cart> for pages whose server rendered the carts (renderShopCart, docs/server-rendering.md): loads
// shop-cart.js, beside this file, once the page has painted the server's markup, so that the cart is on
// screen as fast as the same markup without any script (src/cart/first-paint/load-after-first-paint.ts).
// A page with a cart to render afresh gets shop-cart.js at once. Nothing is exported: `mountCart` and the
// element's types come from shop-cart.js.
// Meanwhile, clicks, quantity changes and submits on the painted carts are kept and replayed once they have
// hydrated (src/cart/fragment/startup/early-clicks.ts, docs/early-clicks.md).
import { captureEarlyClicks } from '../src/cart/fragment/startup/early-clicks.js';
import { loadAfterFirstPaint } from '../src/cart/first-paint/load-after-first-paint.js';

if (typeof document !== 'undefined') {
  captureEarlyClicks(document);
  loadAfterFirstPaint(document, () => import('./shop-cart.js'));
}
