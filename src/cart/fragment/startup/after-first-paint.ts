// Whether the bundle waits for a server-rendered page's first paint before it evaluates the rest (React,
// the cart), and that wait (issue 19).
import { carriesOnlyServerRenderedCarts } from './intl-warm-up.js';

/** At most this long, where frames do not come (a page in the background renders none). */
export const FIRST_PAINT_WAIT_LIMIT_MS = 100;

/**
 * True when `doc` still loads, is on screen, and every cart in it is server-rendered: its markup is what
 * the shopper sees first, and the bundle's evaluation (and hydration after it) should not come before the
 * browser paints it.
 */
export const waitsForFirstPaint = (doc: Document): boolean =>
  doc.readyState !== 'complete' && doc.visibilityState === 'visible' && carriesOnlyServerRenderedCarts(doc);

/** Resolves in the first task after the next frame is painted (or after the limit, with no frame). */
export function afterNextPaint(
  view: Pick<Window, 'setTimeout' | 'clearTimeout' | 'requestAnimationFrame'>,
  limitMs = FIRST_PAINT_WAIT_LIMIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const limit = view.setTimeout(resolve, limitMs);
    view.requestAnimationFrame(() => {
      view.clearTimeout(limit);
      view.setTimeout(resolve, 0);
    });
  });
}
