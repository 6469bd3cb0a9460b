import { addLastSeen, isCount, readLastSeen } from '../domain/index.js';
import { removeCookie } from './cookies.js';
import {
  COOKIES,
  DISCOUNT_COOKIE_NAMES,
  LOCAL_KEYS,
  SESSION_KEYS_CLEARED_ON_CART_LOAD,
} from './storage-keys.js';
import { readString, removeKey, writeJson, writeString } from './web-storage.js';

/** The stored number of cart items; 0 when none is stored or the value is not a count. */
export function readCartItemCount(): number {
  return parseCartItemCount(readString('local', LOCAL_KEYS.cartItemCount));
}

/** A stored cart item count as a number: a count (a non-negative safe integer), else 0. */
export function parseCartItemCount(raw: string | null | undefined): number {
  const count = Number(raw ?? '');
  return isCount(count) ? count : 0;
}

/** Stores the number of cart items (sum of quantities); the key is removed at zero (spec point 9). */
export function storeCartItemCount(count: number): void {
  if (count > 0) writeString('local', LOCAL_KEYS.cartItemCount, String(count));
  else removeKey('local', LOCAL_KEYS.cartItemCount);
}

/** Clears order id, PayPal order id and card provider secret from session storage (spec point 4). */
export function clearCheckoutSession(): void {
  for (const key of SESSION_KEYS_CLEARED_ON_CART_LOAD) removeKey('session', key);
}

/** Removes the stored personal information. */
export function clearPersonalInfo(): void {
  removeCookie(COOKIES.personalInfo.name);
}

/** Removes the discount cookies. */
export function clearDiscountCookies(): void {
  for (const name of DISCOUNT_COOKIE_NAMES) removeCookie(name);
}

/** The last seen products, newest first (at most 12; unreadable counts as none). */
export function readLastSeenProducts(): string[] {
  return readLastSeen(readString('local', LOCAL_KEYS.lastSeenProducts));
}

/** Records products as seen, in the order given: the last id given ends up newest. */
export function rememberLastSeenProducts(ids: readonly string[]): void {
  const next = ids.reduce<string[]>((list, id) => addLastSeen(list, id), readLastSeenProducts());
  writeJson('local', LOCAL_KEYS.lastSeenProducts, next);
}
