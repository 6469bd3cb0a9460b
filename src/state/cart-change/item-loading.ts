import { atom } from 'jotai';
import {
  busyItemsAtom,
  finishedItemsAtom,
  type ItemActionKind,
  type ItemBusyPhase,
} from '../cart/item-busy.js';

/**
 * Loading states of one cart item (spec point 4): busy phases, 'Offline' after its last change found no
 * connection, 'Finished' for a moment after the server confirmed its last choice (runItemAction).
 */
export type ItemLoadingState = 'Idle' | ItemBusyPhase | 'Offline' | 'Finished';

/** The items whose last change failed for want of a connection (cleared by their next confirmed change). */
export const offlineItemsAtom = atom<ReadonlySet<string>>(new Set<string>());

export const markItemsOfflineAtom = atom(null, (_get, set, itemIds: readonly string[], offline: boolean) => {
  if (itemIds.length === 0) return;
  set(offlineItemsAtom, (ids) => {
    const next = new Set(ids);
    for (const id of itemIds) {
      if (offline) next.add(id);
      else next.delete(id);
    }
    return next;
  });
});

/** What a tile shows of its item's actions: the loading state, and the action it is busy with. */
export interface ItemState {
  loading: ItemLoadingState;
  busy?: ItemActionKind;
}

/** The state of every item that is not idle; a tile reads its own through useItemView. */
export const itemLoadingAtom = atom<ReadonlyMap<string, ItemState>>((get) => {
  const states = new Map<string, ItemState>();
  for (const id of get(offlineItemsAtom)) states.set(id, { loading: 'Offline' });
  for (const id of get(finishedItemsAtom)) states.set(id, { loading: 'Finished' });
  for (const [id, busy] of get(busyItemsAtom)) states.set(id, { loading: busy.phase, busy: busy.kind });
  return states;
});

/** Quantities the shopper chose whose change is still in flight, shown instead of the cart's own. */
export const requestedQuantityAtom = atom<ReadonlyMap<string, number>>(new Map());
