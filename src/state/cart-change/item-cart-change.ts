import type { Getter, Setter } from 'jotai';
import { runItemAction, type ItemActionKind } from './item-busy.js';
import { runCartChange, type CartChange, type CartChangeResult } from './run-cart-change.js';

/** How an item's cart change ended: as `runCartChange` says, or 'ignored' / 'replaced' (see runItemAction). */
export type ItemChangeResult = CartChangeResult | 'ignored' | 'replaced';

export interface ItemCartChange {
  itemId: string;
  kind: ItemActionKind;
  /** 'latest' for choices (quantity, packaging): rapid ones merge, the last wins. Default 'ignore'. */
  repeats?: 'ignore' | 'latest';
  change: CartChange;
}

/**
 * One cart-changing call on one item, as an item action: the item is busy at once (runItemAction), then
 * the change runs (runCartChange). A section's item control (packaging, ...) uses this.
 */
export async function runItemCartChange(
  get: Getter,
  set: Setter,
  { itemId, kind, repeats, change }: ItemCartChange,
): Promise<ItemChangeResult> {
  const outcome = await runItemAction(get, set, {
    itemId,
    kind,
    repeats: repeats ?? 'ignore',
    run: () => runCartChange(get, set, change),
  });
  return outcome.status === 'done' ? outcome.value : outcome.status;
}
