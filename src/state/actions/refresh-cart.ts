import { atom } from 'jotai';
import { fetchCart } from '../../api/index.js';
import { cartLeavingAtom, httpClientAtom } from '../setup/api-client.js';
import { applyCartAtom } from '../cart/cart-status.js';
import { cartCallsSettledAtom } from '../cart/pending-cart-calls.js';
import { reportIfUnexpected, reportLeftOutItems } from '../setup/error-reporting.js';
import { ownCallsWaitMsAtom } from '../sync/cart-sync-state.js';

/**
 * Runs `load` so that a burst of asks costs at most one load in flight and one waiting: an ask while a
 * load is in flight joins the waiting one, which starts once the one in flight has ended (so it answers
 * what the server holds after every ask). Each ask settles with the outcome of the load that serves it.
 */
export function createLatestLoad(load: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let waiting: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const running = load().finally(() => {
      if (inFlight === running) inFlight = null;
    });
    inFlight = running;
    return running;
  };
  return () => {
    if (waiting) return waiting;
    if (!inFlight) return start();
    const next = inFlight
      .catch(() => undefined)
      .then(() => {
        waiting = null;
        return start();
      });
    waiting = next;
    return next;
  };
}

/**
 * Loads the cart again for the element's host (`refresh()`): after this element's own cart calls have
 * settled (a change in flight is never overwritten by an answer older than its own; a call that hangs
 * holds it up for `ownCallsWaitMsAtom` at most), then GET /api/cart, shown unless the cart on screen is
 * newer (the server's version decides). A failure rejects and keeps the cart on screen; the element
 * leaving the page resolves it.
 */
const loadForHostAtom = atom(null, async (get, set): Promise<void> => {
  const signal = get(cartLeavingAtom).controller.signal;
  await set(cartCallsSettledAtom, get(ownCallsWaitMsAtom), signal);
  if (signal.aborted) return;
  try {
    const cart = await fetchCart(get(httpClientAtom), signal);
    if (signal.aborted) return;
    reportLeftOutItems(get, cart, 'GET /api/cart');
    set(applyCartAtom, cart);
  } catch (error) {
    if (signal.aborted) return;
    reportIfUnexpected(get, error, 'GET /api/cart');
    throw error instanceof Error ? error : new Error(String(error));
  }
});

// One queue per store: built on first use, with the store's own load.
const hostLoadQueueAtom = atom<{ ask: (() => Promise<void>) | null }>(() => ({ ask: null }));

/** `refresh()` of the element: ten asks in a row cost two loads, one at a time, ending on the newest. */
export const refreshCartAtom = atom(null, (get, set): Promise<void> => {
  const queue = get(hostLoadQueueAtom);
  queue.ask ??= createLatestLoad(() => set(loadForHostAtom));
  return queue.ask();
});
