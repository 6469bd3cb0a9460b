import { atom } from 'jotai';
import { REFETCH_MIN_INTERVAL_MS } from '../../domain/index.js';
import { loadCartAtom } from '../cart/load-cart.js';

/** Waits `ms` (no timer at all for 0), or less when `signal` aborts. */
export function pauseFor(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export interface CoalescerOptions {
  /** The least time between the starts of two runs (rate limit); 0: a run starts as soon as it may. */
  minIntervalMs?: number;
  /** The clock (a test's own); `performance.now` by default. */
  now?: () => number;
  /** How a run waits for its turn; `pauseFor` by default. */
  pause?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Runs asked-for calls so that a burst costs at most two: one in flight and one waiting. A request joins
 * the waiting run if there is one, else a new run waits for the one in flight (so it sees everything
 * announced before the request). A waiting run makes the last call asked for, and starts no sooner than
 * `minIntervalMs` after the run before started: however long a flood lasts, it costs at most one call per
 * interval, and the last call starts after the last request. Resolves when the run that serves the
 * request has ended; failures are the call's own business.
 */
export function createCoalescer({
  minIntervalMs = 0,
  now = () => performance.now(),
  pause = pauseFor,
}: CoalescerOptions = {}) {
  let tail: Promise<void> | null = null;
  let waiting = false;
  let next: () => Promise<void>;
  let nextSignal: AbortSignal | undefined;
  let lastStart = -Infinity;
  return {
    request(run: () => Promise<void>, signal?: AbortSignal): Promise<void> {
      next = run;
      nextSignal = signal;
      if (waiting && tail) return tail;
      waiting = true;
      const done: Promise<void> = (tail ?? Promise.resolve())
        .then(() => pause(lastStart + minIntervalMs - now(), nextSignal))
        .then(() => {
          waiting = false;
          lastStart = now();
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

const refetchCoalescerAtom = atom(() => createCoalescer({ minIntervalMs: REFETCH_MIN_INTERVAL_MS }));

/**
 * Loads the cart because another tab or element announced a newer version, the page came back from the
 * back-forward cache or a long time hidden. Every such source is input: a burst costs at most one
 * GET /api/cart in flight and one waiting, at most a few per second (`REFETCH_MIN_INTERVAL_MS` between
 * starts). Resolves once a load that started after this request has ended.
 */
export const refetchCartAtom = atom(null, (get, set, signal?: AbortSignal) =>
  get(refetchCoalescerAtom).request(() => set(loadCartAtom, signal), signal),
);
