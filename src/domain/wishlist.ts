/** The wishlist holds at most 99 distinct products. */
export const WISHLIST_MAX = 99;

/** The message of the error thrown when a product would exceed the wishlist's maximum. */
export const WISHLIST_MAX_MESSAGE = 'Maximum Item Count exceeded';

/** The notification kinds tracked for the wishlist. */
export const WISHLIST_TRACKING_NOTICES = {
  productOffline: 'Error - Product went offline',
  tooManyProducts: 'Error - More than 99 products in wishlist',
} as const;

/** Thrown when a product would be the 100th on the wishlist. */
export class WishlistFullError extends Error {
  constructor() {
    super(WISHLIST_MAX_MESSAGE);
    this.name = 'WishlistFullError';
  }
}

/** True when no other product fits on the wishlist. */
function isWishlistFull(ids: readonly string[]): boolean {
  return ids.length >= WISHLIST_MAX;
}

/** True when the product can go on the wishlist: it is already there, or there is room. */
export function canAddToWishlist(ids: readonly string[], id: string): boolean {
  return ids.includes(id) || !isWishlistFull(ids);
}

/**
 * The wishlist with `id` added at the front, newest first; an id already present moves to the front.
 * @throws WishlistFullError 'Maximum Item Count exceeded' for the 100th distinct id.
 */
export function addToWishlist(ids: readonly string[], id: string): string[] {
  if (!canAddToWishlist(ids, id)) throw new WishlistFullError();
  return [id, ...ids.filter((existing) => existing !== id)];
}

/** The wishlist without the given id or ids. */
export function removeFromWishlist(ids: readonly string[], remove: string | readonly string[]): string[] {
  const removed: readonly string[] = typeof remove === 'string' ? [remove] : remove;
  return ids.filter((id) => !removed.includes(id));
}

/**
 * A list of product ids as read from storage, a cookie or an answer: a JSON string or a parsed value.
 * Anything that is not a list of ids (or JSON that fails to parse) gives `[]`; duplicates are dropped
 * and a longer list is cut to the first `max`.
 */
export function readIdList(raw: unknown, max: number): string[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  if (!value.every((id): id is string => typeof id === 'string' && id !== '')) return [];
  return [...new Set(value)].slice(0, max);
}

/** The wishlist as read from storage: `[]` unless a list of ids, cut to the first 99. */
export function readWishlist(raw: unknown): string[] {
  return readIdList(raw, WISHLIST_MAX);
}

/**
 * A wishlist handed over by another element, tab or the host page, read strictly: a list of at most 99
 * non-empty product ids (a repeated id counts once), else `null`, so that the caller ignores it. Unlike
 * `readWishlist` (storage, spec point 5), a longer list is refused, not cut.
 */
export function parseWishlist(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > WISHLIST_MAX) return null;
  const ids: unknown[] = [...(value as unknown[])];
  return ids.every((id): id is string => typeof id === 'string' && id !== '') ? [...new Set(ids)] : null;
}
