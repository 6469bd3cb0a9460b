import { atom } from 'jotai';
import { loadCartAtom } from './cart-actions.js';

/**
 * Runs asked-for calls so that a burst costs at most two: one in flight and one waiting. A request joins
 * the waiting run if there is one, else a new run waits for the one in flight (so it sees everything
 * announced before the request). A waiting run makes the last call asked for. Resolves when the run
 * that serves the request has ended; failures are the call's own business.
 */
export function createCoalescer() {
  let tail: Promise<void> | null = null;
  let waiting = false;
  let next: () => Promise<void>;
  return {
    request(run: () => Promise<void>): Promise<void> {
      next = run;
      if (waiting && tail) return tail;
      waiting = true;
      const done: Promise<void> = (tail ?? Promise.resolve())
        .then(() => {
          waiting = false;
          return next();
        })
        .catch(() => undefined)
        .then(() => {
          if (tail === done) tail = null;
        });
      tail = done;
      return done;
    },
  };
}

const refetchCoalescerAtom = atom(() => createCoalescer());

/**
 * Loads the cart because another tab or element announced a newer version. Announcements are input:
 * a burst of them costs at most one GET /api/cart in flight and one waiting. Resolves once a load that
 * started after this request has ended.
 */
export const refetchCartAtom = atom(null, (get, set, signal?: AbortSignal) =>
  get(refetchCoalescerAtom).request(() => set(loadCartAtom, signal)),
);
