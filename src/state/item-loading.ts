import { atom } from 'jotai';

/** Loading states of one cart item while a change to it is in flight (spec point 4). */
export type ItemLoadingState = 'Idle' | 'Started' | 'Loading' | 'LongLoading' | 'Offline' | 'Finished';

/** After this long a change counts as loading (the item dims); quicker answers do not flicker. */
export const LOADING_AFTER_MS = 150;
/** After this long the shopper is told it takes longer than usual. */
export const LONG_LOADING_AFTER_MS = 3000;

export const itemLoadingAtom = atom<ReadonlyMap<string, ItemLoadingState>>(new Map());

export const setItemLoadingAtom = atom(null, (get, set, itemId: string, state: ItemLoadingState) => {
  const next = new Map(get(itemLoadingAtom));
  if (state === 'Idle') next.delete(itemId);
  else next.set(itemId, state);
  set(itemLoadingAtom, next);
});

/** An item is dimmed while its change is past Started up to LongLoading. */
export function isDimmed(state: ItemLoadingState): boolean {
  return state === 'Loading' || state === 'LongLoading';
}

/** Quantities the shopper chose whose change is still in flight, shown instead of the cart's own. */
export const requestedQuantityAtom = atom<ReadonlyMap<string, number>>(new Map());
