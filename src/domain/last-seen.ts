import { readIdList } from './wishlist.js';

/** The number of last seen products kept in local storage. */
export const LAST_SEEN_MAX = 12;

/** The last seen products with `id` at the front, earlier copies removed, cut to 12. */
export function addLastSeen(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((existing) => existing !== id)].slice(0, LAST_SEEN_MAX);
}

/** The last seen products as read from storage: `[]` unless a list of ids, cut to 12. */
export function readLastSeen(raw: unknown): string[] {
  return readIdList(raw, LAST_SEEN_MAX);
}
