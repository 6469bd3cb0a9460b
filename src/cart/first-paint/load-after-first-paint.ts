// How elements/shop-cart-after-paint.ts loads the element: on a page whose carts the server rendered, after
// the page's first paint, so that nothing of the element's script stands between the parsed markup and
// its paint. In shop-cart.js itself, V8's compile hint and the module's evaluation run before that frame
// once the script has arrived while the page was parsed; loading it later for every page would delay the
// carts the browser renders afresh (no markup to paint meanwhile). Why and the figures:
// docs/decisions/0004-after-paint-loader.md.
import { carriesOnlyServerRenderedCarts } from './paints-top-first.js';

/**
 * How long the load waits at most for the frames: a page hidden meanwhile runs none. Not shorter: on a slow
 * phone the layout of the frame that paints a long cart takes a while, and a shorter limit then loaded
 * the script before that frame was on screen.
 */
export const FRAME_WAIT_LIMIT_MS = 1000;

/**
 * Whether `doc` should paint before the element's script loads: it is still loading and shown (its first
 * paint is at stake) and every cart on it is server-rendered. A page with a cart to render afresh, with no
 * cart yet, already loaded, or hidden (it paints nothing) gets the script at once.
 */
export const paintsBeforeLoading = (doc: Document): boolean =>
  doc.readyState !== 'complete' && doc.visibilityState !== 'hidden' && carriesOnlyServerRenderedCarts(doc);

/**
 * Calls `load` once: when `doc` paints first (`paintsBeforeLoading`), in the frame after its next one, at
 * the latest `FRAME_WAIT_LIMIT_MS` from now; otherwise at once. A failed load is reported on the console: the
 * server's markup stays on screen, without the element's behaviour.
 */
export function loadAfterFirstPaint(doc: Document, load: () => Promise<unknown>): void {
  const view = doc.defaultView;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load().catch((error: unknown) => {
      console.error('<shop-cart>: its script (shop-cart.js) could not be loaded', error);
    });
  };
  if (!view || !paintsBeforeLoading(doc)) {
    start();
    return;
  }
  const limit = view.setTimeout(start, FRAME_WAIT_LIMIT_MS);
  // A frame's callbacks run before its paint; those of the frame after it, once the paint is on screen
  // (a task queued after the first frame's callbacks runs once the main thread has painted, but before the
  // compositor has put the frame on screen: measured in Chromium, the request then preceded the first
  // contentful paint by a few milliseconds).
  view.requestAnimationFrame(() =>
    view.requestAnimationFrame(() => {
      view.clearTimeout(limit);
      start();
    }),
  );
}
