// Here, among the actions, because it reads their atoms (imports go one way: view < … < actions).
import { atom, useStore } from 'jotai';
import { useMemo, useSyncExternalStore } from 'react';
import { requestedPackagingAtom, type RequestedPackaging } from './set-item-packaging.js';
import { itemChangeErrorAtom, type ItemChangeError } from '../cart/cart-status.js';
import type { ItemActionKind } from '../cart/item-busy.js';
import {
  itemLoadingAtom,
  requestedQuantityAtom,
  type ItemLoadingState,
} from '../cart-change/item-loading.js';

/** Everything a tile shows of its item's changes besides the item itself. */
export interface ItemView {
  loading: ItemLoadingState;
  /** The action the item is busy with, from its start until it settled (see runItemAction). */
  busy: ItemActionKind | undefined;
  /** The quantity chosen while its change is on its way. */
  requestedQuantity: number | undefined;
  /** The packaging chosen while its change is on its way. */
  requestedPackaging: RequestedPackaging | undefined;
  /** The message of the item's last failed change. */
  error: ItemChangeError | null;
}

/** The states of every item's changes together: a tile subscribes once, not once per state. */
const itemStatesAtom = atom((get) => ({
  loading: get(itemLoadingAtom),
  quantities: get(requestedQuantityAtom),
  packagings: get(requestedPackagingAtom),
  error: get(itemChangeErrorAtom),
}));

const sameView = (a: ItemView, b: ItemView) =>
  a.loading === b.loading &&
  a.busy === b.busy &&
  a.requestedQuantity === b.requestedQuantity &&
  a.requestedPackaging === b.requestedPackaging &&
  a.error === b.error;

/** Reads one item's view from the store, answering the same object while nothing in it changed. */
function itemViewSource(store: ReturnType<typeof useStore>, itemId: string) {
  let last: ItemView | undefined;
  const read = (): ItemView => {
    const states = store.get(itemStatesAtom);
    const state = states.loading.get(itemId);
    const next: ItemView = {
      loading: state?.loading ?? 'Idle',
      busy: state?.busy,
      requestedQuantity: states.quantities.get(itemId),
      requestedPackaging: states.packagings.get(itemId),
      error: states.error?.itemId === itemId ? states.error : null,
    };
    if (last && sameView(last, next)) return last;
    last = next;
    return next;
  };
  const subscribe = (onChange: () => void) => store.sub(itemStatesAtom, onChange);
  return { read, subscribe };
}

/**
 * The view of one item's changes, for its tile. One subscription per tile (a long cart mounts quicker);
 * the answer is the same object until a part of it changed, so a change to one item renders its tile
 * alone.
 */
export function useItemView(itemId: string): ItemView {
  const store = useStore();
  const source = useMemo(() => itemViewSource(store, itemId), [store, itemId]);
  return useSyncExternalStore(source.subscribe, source.read, source.read);
}
