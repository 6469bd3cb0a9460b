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

/**
 * The storage objects that passed the probe: probed once per page (a write and a removal each time cost
 * more than the read they guard). One that refuses an operation later, or failed, is probed again next time.
 */
const usableStorages = new WeakSet<Storage>();

function probe(storage: Storage): boolean {
  try {
    storage.getItem(PROBE_KEY);
    try {
      storage.setItem(PROBE_KEY, '1');
      storage.removeItem(PROBE_KEY);
    } catch (error) {
      // A full storage can still be read and cleared; only a storage that refuses everything is unusable.
      if (!isQuotaError(error)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

function usable(get: () => Storage): Storage | null {
  let storage: Storage;
  try {
    storage = get();
  } catch {
    return null;
  }
  if (usableStorages.has(storage)) return storage;
  if (!probe(storage)) return null;
  usableStorages.add(storage);
  return storage;
}

/** Forgets the probe of a storage that refused an operation, so that the next use probes it again. */
function refused(storage: Storage | null | undefined): void {
  if (storage) usableStorages.delete(storage);
}

/** The storage for a scope right now: local → session → none for 'local', session → none for 'session'. */
export function storageFor(scope: StorageScope): Storage | null {
  const session = () => usable(() => window.sessionStorage);
  if (scope === 'session') return session();
  return usable(() => window.localStorage) ?? session();
}

/** The stored string, or `null` when missing or the storage is unavailable. */
export function readString(scope: StorageScope, key: string): string | null {
  const storage = storageFor(scope);
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    refused(storage);
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
    // The same value again is not written: writing was the costliest of a cart's load duties (about a
    // tenth of a warm mount), and storing what is stored changes nothing (no storage event either).
    if (storage.getItem(key) !== value) storage.setItem(key, value);
    return 'ok';
  } catch (error) {
    if (isQuotaError(error)) return 'quota';
    refused(storage);
    return 'unavailable';
  }
}

/** Removes a key; never throws. */
export function removeKey(scope: StorageScope, key: string): void {
  const storage = storageFor(scope);
  try {
    storage?.removeItem(key);
  } catch {
    // unavailable storage holds nothing
    refused(storage);
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
