import type { Getter } from 'jotai';
import { startingChangesAtom } from '../cart/pending-cart-calls.js';

/**
 * How long a cart call waits at most for the frame: a page hidden meanwhile runs none, and a shopper's
 * change must not wait for the tab to come back.
 */
export const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the next frame has been rendered: in a task queued from that frame's callbacks, which
 * runs after the main thread has painted it. A shopper's click shows its busy state first, and the cart
 * call's `fetch` (several milliseconds on a slow phone, the first one of a page most of all) starts after
 * that paint instead of delaying it. At once where no frame will come: outside a browser, or in a hidden
 * page; at the latest after `PAINT_WAIT_LIMIT_MS`.
 */
export function afterNextPaint(): Promise<void> {
  if (
    typeof requestAnimationFrame !== 'function' ||
    typeof document === 'undefined' ||
    document.visibilityState === 'hidden'
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0);
    });
  });
}

/**
 * For a shopper's choice that the control shows at once (quantity, packaging, shipping method): resolves
 * once the frame that shows it has painted, so the busy states and the call that follow do not delay that
 * frame. Meanwhile the change counts as starting (`startingChangesAtom`): the next step waits for it.
 */
export async function changeAfterPaint(get: Getter): Promise<void> {
  const starting = get(startingChangesAtom);
  starting.count += 1;
  try {
    await afterNextPaint();
  } finally {
    starting.count -= 1;
  }
}
