import { CART_QUERY_PARAMS } from '../../domain/index.js';

function currentUrl(): URL | null {
  try {
    return new URL(window.location.href);
  } catch {
    return null;
  }
}

/** True when the page URL carries `cartWasSynced`: the notice shows again after a reload. */
export function hasSyncedFlag(): boolean {
  return currentUrl()?.searchParams.has(CART_QUERY_PARAMS.cartWasSynced) ?? false;
}

/** Adds or removes `cartWasSynced` in the page URL without a reload or a new history entry. */
export function setSyncedFlag(on: boolean): void {
  const url = currentUrl();
  if (!url || url.searchParams.has(CART_QUERY_PARAMS.cartWasSynced) === on) return;
  if (on) url.searchParams.set(CART_QUERY_PARAMS.cartWasSynced, 'true');
  else url.searchParams.delete(CART_QUERY_PARAMS.cartWasSynced);
  try {
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // a sandboxed page may refuse: the notice still works without the flag
  }
}
