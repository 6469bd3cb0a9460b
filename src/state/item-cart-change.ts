import type { Getter, Setter } from 'jotai';
import { loadChunk } from '../domain/load-chunk.js';
import { cartChangeErrorAtom } from './cart-status.js';
import { runItemAction, type ItemActionKind } from './item-actions.js';
import type { CartChange, CartChangeResult } from './run-cart-change.js';

/** How an item's cart change ended: as `runCartChange` says, or 'ignored' / 'replaced' (see runItemAction). */
export type ItemChangeResult = CartChangeResult | 'ignored' | 'replaced';

/**
 * Runs a cart change (`runCartChange`), loading the code that runs and orders cart changes on the first
 * change, so it stays out of the first paint. A chunk that does not load shows the generic error. For
 * changes of the whole cart (a coupon, a shipping method); changes of one item use runItemCartChange.
 */
export async function runCartChangeOnDemand(
  get: Getter,
  set: Setter,
  change: CartChange,
): Promise<CartChangeResult> {
  const flow = await loadChunk(() => import('./run-cart-change.js')).catch(() => null);
  if (!flow) {
    // The control stays to try again.
    set(cartChangeErrorAtom, { key: 'errors.generic' });
    return 'failed';
  }
  return flow.runCartChange(get, set, change);
}

export interface ItemCartChange {
  itemId: string;
  kind: ItemActionKind;
  /** 'latest' for choices (quantity, packaging): rapid ones merge, the last wins. Default 'ignore'. */
  repeats?: 'ignore' | 'latest';
  change: CartChange;
}

/**
 * One cart-changing call on one item, as an item action: the item is busy at once (runItemAction), then
 * the change runs (runCartChangeOnDemand). A section's item control (packaging, ...) uses this.
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
    run: () => runCartChangeOnDemand(get, set, change),
  });
  return outcome.status === 'done' ? outcome.value : outcome.status;
}
