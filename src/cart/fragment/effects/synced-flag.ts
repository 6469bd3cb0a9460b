import { CART_QUERY_PARAMS } from '../../../domain/index.js';
import { readPageParam, writePageParam } from '../startup/page-url.js';

/** True when the page URL carries `cartWasSynced`: the notice shows again after a reload. */
export function hasSyncedFlag(): boolean {
  return readPageParam(CART_QUERY_PARAMS.cartWasSynced) !== null;
}

/** Adds or removes `cartWasSynced` in the page URL without a reload or a new history entry. */
export function setSyncedFlag(on: boolean): void {
  writePageParam(CART_QUERY_PARAMS.cartWasSynced, on ? 'true' : null);
}
