// First in shop-cart.js: the clicks on a server-rendered cart are taken from here on until it has hydrated
// (src/cart/fragment/startup/early-clicks.ts; shop-cart-after-paint.js took them from the page's parse on).
import { captureEarlyClicks } from '../src/cart/fragment/startup/early-clicks.js';

if (typeof document !== 'undefined') captureEarlyClicks(document);
