import { useAtomValue } from 'jotai';
import { busyItemsAtom, type ItemActionKind, type ItemBusyState } from '../../state/index.js';

/** The action the item is busy with, if any (see `runItemAction`). */
export function useItemBusy(itemId: string): ItemBusyState | undefined {
  return useAtomValue(busyItemsAtom).get(itemId);
}

/**
 * True when a control starting `kind` refuses input now: the item is busy with another action, or with
 * one of this kind that takes no repeats. Such a control gets `aria-disabled` (it keeps its focus).
 */
export function useItemControlBlocked(itemId: string, kind: ItemActionKind, repeats = false): boolean {
  const busy = useItemBusy(itemId);
  return busy !== undefined && (busy.kind !== kind || !repeats);
}
