// Web storage that never throws: local storage falls back to session storage, then to none (spec point 5).
// Unavailable storage reads as empty and writes are dropped; JSON that fails to parse reads as empty.

/** Which storage a value wants: 'local' outlives the tab, 'session' lives with it. */
export type StorageScope = 'local' | 'session';

const PROBE_KEY = 'shop.storageProbe';

/** True when the error says the storage is full (spec point 8: the message contains 'quota'). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(error instanceof DOMException)) return false;
  return /quota/i.test(`${error.name} ${error.message}`);
}

function usable(get: () => Storage): Storage | null {
  try {
    const storage = get();
    storage.getItem(PROBE_KEY);
    try {
      storage.setItem(PROBE_KEY, '1');
      storage.removeItem(PROBE_KEY);
    } catch (error) {
      // A full storage can still be read and cleared; only a storage that refuses everything is unusable.
      if (!isQuotaError(error)) return null;
    }
    return storage;
  } catch {
    return null;
  }
}

/** The storage for a scope right now: local → session → none for 'local', session → none for 'session'. */
export function storageFor(scope: StorageScope): Storage | null {
  const session = () => usable(() => window.sessionStorage);
  if (scope === 'session') return session();
  return usable(() => window.localStorage) ?? session();
}

/** The stored string, or `null` when missing or the storage is unavailable. */
export function readString(scope: StorageScope, key: string): string | null {
  try {
    return storageFor(scope)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores a string. Returns 'ok', 'unavailable', or 'quota' when the storage is full, so the callers that
 * care (the search-analytics store) can make room; everyone else may ignore the result.
 */
export function writeString(scope: StorageScope, key: string, value: string): 'ok' | 'unavailable' | 'quota' {
  const storage = storageFor(scope);
  if (!storage) return 'unavailable';
  try {
    storage.setItem(key, value);
    return 'ok';
  } catch (error) {
    return isQuotaError(error) ? 'quota' : 'unavailable';
  }
}

/** Removes a key; never throws. */
export function removeKey(scope: StorageScope, key: string): void {
  try {
    storageFor(scope)?.removeItem(key);
  } catch {
    // unavailable storage holds nothing
  }
}

/** The parsed JSON value, or `undefined` when missing, unavailable or not parseable. */
export function readJson(scope: StorageScope, key: string): unknown {
  const raw = readString(scope, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON; see writeString for the result. */
export function writeJson(scope: StorageScope, key: string, value: unknown): 'ok' | 'unavailable' | 'quota' {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return 'unavailable';
  }
  return writeString(scope, key, text);
}
