import type { Getter, Setter } from 'jotai';
import type { Cart } from '../domain/index.js';
import type { HttpClient } from '../api/index.js';
import { cartChangeRunnerAtom, httpClientAtom } from './api-client.js';
import { applyCartAtom, cartChangeErrorAtom, pendingCartChangesAtom } from './cart-status.js';
import { isOfflineError, messageForFailure } from './error-message.js';
import { reportIfUnexpected } from './error-reporting.js';
import { markItemsOfflineAtom } from './item-loading.js';

export type CartChangeResult = 'applied' | 'superseded' | 'failed';

/** One cart-changing call. */
export interface CartChange {
  /** The call, for error reports. */
  name: string;
  /** The items it changes: they show 'Offline' when it finds no connection. Busy states: runItemAction. */
  itemIds?: readonly string[];
  call: (client: HttpClient, signal: AbortSignal) => Promise<Cart>;
}

/**
 * Runs one cart-changing call: the cart-wide busy flag, cancellation by a newer change, and on failure
 * an error message while the last good cart stays on screen.
 */
export async function runCartChange(get: Getter, set: Setter, change: CartChange): Promise<CartChangeResult> {
  const itemIds = change.itemIds ?? [];
  set(pendingCartChangesAtom, (n) => n + 1);
  try {
    const client = get(httpClientAtom);
    const outcome = await get(cartChangeRunnerAtom).run((signal) => change.call(client, signal));
    if (outcome.status === 'superseded') return 'superseded';
    set(applyCartAtom, outcome.value);
    set(cartChangeErrorAtom, null);
    set(markItemsOfflineAtom, itemIds, false);
    return 'applied';
  } catch (error) {
    set(cartChangeErrorAtom, await messageForFailure(get, error));
    reportIfUnexpected(get, error, change.name);
    set(markItemsOfflineAtom, itemIds, isOfflineError(error));
    return 'failed';
  } finally {
    set(pendingCartChangesAtom, (n) => n - 1);
  }
}
