import { useAtomValue } from '../../state/use-atom.js';
import { blocksControl, busyItemsAtom, type ItemActionKind, type ItemBusyState } from '../../state/index.js';

/** The action the item is busy with, if any (see `runItemAction`). */
export function useItemBusy(itemId: string): ItemBusyState | undefined {
  return useAtomValue(busyItemsAtom).get(itemId);
}

/**
 * For a control outside the tile's own (a section's): true when it refuses input now (see
 * `blocksControl`). The tile's controls get the busy action from the tile instead (one subscription).
 */
export function useItemControlBlocked(itemId: string, kind: ItemActionKind, repeats = false): boolean {
  return blocksControl(useItemBusy(itemId)?.kind, kind, repeats);
}
