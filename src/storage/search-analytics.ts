import { LOCAL_KEYS } from './storage-keys.js';
import { readJson, removeKey, writeJson } from './web-storage.js';

/** One clicked or converted search result, kept for the search analytics insights client. */
export interface SearchAnalyticsEntry {
  eventName: string;
  index: string;
  queryId: string;
  objectIds: string[];
  positions?: number[];
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * An entry of the stored shape. The store is input (another version of the shop, a browser extension or a
 * hand may have written it): an entry that is not this shape is left out, since its reader would throw.
 */
function isEntry(value: unknown): value is SearchAnalyticsEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { eventName, index, queryId, objectIds, positions } = value as Record<string, unknown>;
  return (
    typeof eventName === 'string' &&
    typeof index === 'string' &&
    typeof queryId === 'string' &&
    isTextList(objectIds) &&
    (positions === undefined ||
      (Array.isArray(positions) && positions.every((position) => typeof position === 'number')))
  );
}

/** The stored search-analytics entries, oldest first; anything unreadable counts as none. */
export function readSearchAnalytics(): SearchAnalyticsEntry[] {
  const stored = readJson('local', LOCAL_KEYS.searchAnalytics);
  return Array.isArray(stored) ? stored.filter(isEntry) : [];
}

/**
 * Appends an entry to the search-analytics store. When the storage is full (spec point 8) the store is
 * cleared and rewritten with only the new entry. Never throws; returns whether the entry was kept.
 */
export function addSearchAnalyticsEntry(entry: SearchAnalyticsEntry): boolean {
  const result = writeJson('local', LOCAL_KEYS.searchAnalytics, [...readSearchAnalytics(), entry]);
  if (result !== 'quota') return result === 'ok';
  removeKey('local', LOCAL_KEYS.searchAnalytics);
  return writeJson('local', LOCAL_KEYS.searchAnalytics, [entry]) === 'ok';
}

/**
 * Takes the entries `pick` selects out of the store (it answers the part of an entry to take, or `null`
 * to leave it) and keeps the others, in one synchronous step: two carts on a page, or two tabs, never
 * take the same entry twice.
 */
export function takeSearchAnalytics(
  pick: (entry: SearchAnalyticsEntry) => SearchAnalyticsEntry | null,
): SearchAnalyticsEntry[] {
  const stored = readSearchAnalytics();
  const taken: SearchAnalyticsEntry[] = [];
  const kept: SearchAnalyticsEntry[] = [];
  for (const entry of stored) {
    const part = pick(entry);
    if (part) taken.push(part);
    else kept.push(entry);
  }
  if (taken.length === 0) return taken;
  if (kept.length === 0) removeKey('local', LOCAL_KEYS.searchAnalytics);
  else writeJson('local', LOCAL_KEYS.searchAnalytics, kept);
  return taken;
}
