import type { Getter, Setter } from 'jotai';
import { loadChunk } from '../domain/load-chunk.js';
import { cartChangeErrorAtom } from './cart-status.js';
import { runItemAction, type ItemActionKind } from './item-actions.js';
import type { CartChange, CartChangeResult } from './run-cart-change.js';

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
 * One cart-changing call on one item, as an item action: the item is busy at once (runItemAction), and
 * the code that runs and orders cart changes (runCartChange) loads on the first change, so it stays out of
 * the first paint (a chunk that does not load shows the generic error). A section's item control (packaging, ...) uses this.
 */
export async function runItemCartChange(
  get: Getter,
  set: Setter,
  { itemId, kind, repeats, change }: ItemCartChange,
): Promise<ItemChangeResult> {
  const run = async (): Promise<CartChangeResult> => {
    const flow = await loadChunk(() => import('./run-cart-change.js')).catch(() => null);
    if (!flow) {
      // A chunk that failed or timed out: the generic error; the control stays to try again.
      set(cartChangeErrorAtom, { key: 'errors.generic' });
      return 'failed';
    }
    return flow.runCartChange(get, set, change);
  };
  const outcome = await runItemAction(get, set, { itemId, kind, repeats: repeats ?? 'ignore', run });
  return outcome.status === 'done' ? outcome.value : outcome.status;
}
