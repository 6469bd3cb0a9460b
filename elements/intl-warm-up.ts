// Imported first by shop-cart.ts, so that it runs before any other module of the bundle is evaluated and
// before the carts upgrade (upgrading gives a fresh cart its shadow root): the Intl warm-up
// (src/cart/first-paint/intl-warm-up.ts) sees which carts the server rendered.
// A module of its own because the build keeps no side effect of a module under src/.
import { warmUpIntl } from '../src/cart/first-paint/warm-up-on-load.js';

if (typeof document !== 'undefined') warmUpIntl(document);
