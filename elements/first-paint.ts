// Imported by shop-cart.ts after the Intl warm-up and before React and the cart: on a page still loading
// whose carts the server rendered, the rest of the bundle is evaluated once the browser has painted that
// markup (src/cart/fragment/startup/after-first-paint.ts).
import { afterNextPaint, waitsForFirstPaint } from '../src/cart/fragment/startup/after-first-paint.js';

if (typeof document !== 'undefined' && waitsForFirstPaint(document)) await afterNextPaint(window);
