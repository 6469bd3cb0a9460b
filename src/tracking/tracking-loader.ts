import { loadChunk } from '../domain/load-chunk.js';
import type { CartTracker } from './cart-tracker.js';
import type { CartTrackerOptions } from './tracking-config.js';

/**
 * The cart's way to its tracking, which is a lazy chunk: `with` queues an action on the tracker, in order,
 * once the chunk has loaded (the first use loads it). Tracking never breaks the cart: a chunk that does
 * not load, or an action that throws, is reported once and otherwise ignored.
 */
export interface CartTracking {
  /** Resolves once the action has run (and what it returned has settled). */
  with(action: (tracker: CartTracker) => void | Promise<void>): Promise<void>;
}

/** The tracking of one element; nothing loads or runs before the first `with`. */
export function createCartTracking(options: CartTrackerOptions): CartTracking {
  let tracker: Promise<CartTracker | null> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    options.report(error, { tracking: 'tracker' });
  };
  return {
    with(action) {
      tracker ??= loadChunk(() => import('./cart-tracker.js')).then(
        (module) => module.createCartTracker(options),
        (error: unknown) => {
          fail(error);
          return null;
        },
      );
      const loaded = tracker;
      let settled: Promise<void> = Promise.resolve();
      queue = queue.then(async () => {
        const ready = await loaded;
        if (!ready) return;
        // Each action starts after the one before; what it does later (search events) does not hold the next.
        try {
          settled = Promise.resolve(action(ready)).catch(fail);
        } catch (error) {
          fail(error);
        }
      });
      return queue.then(() => settled);
    },
  };
}

/** Tracking that does nothing: outside an element (tests of single parts, server rendering). */
export const NO_TRACKING: CartTracking = { with: () => Promise.resolve() };
