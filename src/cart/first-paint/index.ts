// The first-paint policy, in one place (docs/architecture.md, "The first-paint policy"): a cart that
// renders afresh while its page loads paints its top first and the rest right after; a server-rendered
// cart hydrates whole. `paintsTopFirst` decides it; the rest carries it out. The cart's code imports this
// entry. The two scripts that run before anything else is evaluated import their module directly, so that
// they evaluate no React: shop-cart-after-paint.js (`loadAfterFirstPaint`, load-after-first-paint.ts) and
// the Intl warm-up at the head of shop-cart.js (`warmUpIntl`, warm-up-on-load.ts).
export { paintsTopFirst, rendersFresh } from './paints-top-first.js';
export { TopFirstContext, useShownAfterFirstPaint } from './use-shown-after-first-paint.js';
export { RendersFreshContext } from './renders-fresh-context.js';
export { useRowsRendered } from './use-rows-rendered.js';
export { buildFormattersFirst } from './formatters-first.js';
export { afterIntlWarmUpRuns } from './warm-up-on-load.js';
