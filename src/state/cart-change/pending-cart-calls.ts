import { atom, type SetStateAction } from 'jotai';

const pendingCountAtom = atom(0);

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
    const waiters = get(settledWaitersAtom);
    for (const wake of waiters) wake();
    waiters.clear();
  },
);

/** Resolves once no cart call is in flight: at once when none is, else when the last one has settled. */
export const cartCallsSettledAtom = atom(null, (get): Promise<void> => {
  if (get(pendingCountAtom) === 0) return Promise.resolve();
  return new Promise((resolve) => get(settledWaitersAtom).add(resolve));
});
