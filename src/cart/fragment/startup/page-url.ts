// The page's query parameters that the cart reads (spec point 2: cartWasSynced and error).

function currentUrl(): URL | null {
  try {
    return new URL(window.location.href);
  } catch {
    return null;
  }
}

/** The value of a query parameter of the page, or null. */
export function readPageParam(name: string): string | null {
  return currentUrl()?.searchParams.get(name) ?? null;
}

/** Sets (a string) or removes (null) a query parameter without a reload or a new history entry. */
export function writePageParam(name: string, value: string | null): void {
  const url = currentUrl();
  if (!url || url.searchParams.get(name) === value) return;
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  try {
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // a sandboxed page may refuse: the notices still work without the parameter
  }
}
