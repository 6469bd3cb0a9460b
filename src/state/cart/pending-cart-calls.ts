import { atom, type SetStateAction } from 'jotai';

const pendingCountAtom = atom(0);

/**
 * The shopper's changes on show whose calls have not started yet: each waits for the paint of the choice
 * (`changeAfterPaint`). A box, one per store, that no component reads: counting renders nothing, but the
 * next step waits for them as for the calls in flight.
 */
export const startingChangesAtom = atom(() => ({ count: 0 }));

/** Who waits for the cart calls in flight to end (cartCallsSettledAtom); one set per store. */
const settledWaitersAtom = atom(() => new Set<() => void>());

/**
 * How many cart calls (changes, their reconciling reload, the reservation before the next step) are in
 * flight. Callers count a call in and out; when the count reaches 0, whoever waits is woken.
 */
export const pendingCartChangesAtom = atom(
  (get) => get(pendingCountAtom),
  (get, set, update: SetStateAction<number>) => {
    const count = typeof update === 'function' ? update(get(pendingCountAtom)) : update;
    set(pendingCountAtom, count);
    if (count > 0) return;
    // Each waiter leaves the set as it is woken.
    for (const wake of [...get(settledWaitersAtom)]) wake();
  },
);

/**
 * Resolves once no cart call is in flight: at once when none is, else when the last one has settled, or
 * after `atMostMs` (a call that hangs must not hold up whoever waits), or when `signal` aborts.
 */
export const cartCallsSettledAtom = atom(
  null,
  (get, _set, atMostMs: number = Infinity, signal?: AbortSignal): Promise<void> => {
    if (get(pendingCountAtom) === 0 || signal?.aborted) return Promise.resolve();
    const waiters = get(settledWaitersAtom);
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wake = () => {
        waiters.delete(wake);
        clearTimeout(timer);
        signal?.removeEventListener('abort', wake);
        resolve();
      };
      waiters.add(wake);
      if (Number.isFinite(atMostMs)) timer = setTimeout(wake, atMostMs);
      signal?.addEventListener('abort', wake, { once: true });
    });
  },
);
