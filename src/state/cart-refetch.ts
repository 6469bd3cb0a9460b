import { atom } from 'jotai';
import { loadCartAtom } from './cart-actions.js';

/**
 * Runs asked-for calls so that a burst costs at most two: one in flight and one waiting. A request while
 * one runs waits for the next run (which starts after the current one, so it sees everything announced
 * before the request); all requests while one waits share it.
 */
export function createCoalescer() {
  let running = false;
  let waiting: { run: () => Promise<void>; done: Promise<void>; settle: () => void } | null = null;

  const start = async (run: () => Promise<void>): Promise<void> => {
    running = true;
    try {
      await run();
    } catch {
      // the run reports its own failures
    }
    const next = waiting;
    waiting = null;
    if (next) void start(next.run).then(next.settle);
    else running = false;
  };

  return {
    request(run: () => Promise<void>): Promise<void> {
      if (!running) return start(run);
      if (!waiting) {
        let settle = () => {};
        const done = new Promise<void>((resolve) => (settle = resolve));
        waiting = { run, done, settle };
      }
      waiting.run = run;
      return waiting.done;
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
