import { readWishlist } from '../domain/index.js';
import { readCookie, writeCookie } from './cookies.js';
import { COOKIES, LOCAL_KEYS } from './storage-keys.js';
import { readString, removeKey, writeJson } from './web-storage.js';

/** The anonymous visitor's wishlist from its cookie (cut to 99; unreadable counts as empty). */
export function readAnonymousWishlist(): string[] {
  return readWishlist(readCookie(COOKIES.wishlist.name));
}

/** Stores the anonymous visitor's wishlist in its cookie for one year. */
export function writeAnonymousWishlist(ids: readonly string[]): void {
  writeCookie(COOKIES.wishlist, JSON.stringify(ids));
}

/** The logged-in visitor's wishlist as the server last answered it, or `null` when none is kept. */
export function readAccountWishlist(): string[] | null {
  const raw = readString('local', LOCAL_KEYS.accountWishlist);
  return raw === null ? null : readWishlist(raw);
}

/** Keeps the server's answer so that counters in this and other tabs can show it. */
export function writeAccountWishlist(ids: readonly string[]): void {
  writeJson('local', LOCAL_KEYS.accountWishlist, ids);
}

/** Drops the copy of a logged-in visitor's wishlist (the visitor is anonymous now). */
export function clearAccountWishlist(): void {
  removeKey('local', LOCAL_KEYS.accountWishlist);
}

/**
 * The wishlist a counter shows: the logged-in visitor's copy when one is kept, else the cookie. The cart
 * drops the copy when it starts for an anonymous visitor, so a stale account list does not linger.
 */
export function readStoredWishlist(): string[] {
  return readAccountWishlist() ?? readAnonymousWishlist();
}
