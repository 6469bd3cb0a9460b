import { atom, type Getter } from 'jotai';
import { ApiError } from '../api/index.js';
import {
  addToWishlist,
  COUNT_EXCEEDED_KEY,
  isLoggedIn,
  removeFromWishlist,
  WishlistFullError,
} from '../domain/index.js';
import { writeAccountWishlist, writeAnonymousWishlist } from '../storage/wishlist-storage.js';
import { httpClientAtom } from './api-client.js';
import { fragmentConfigAtom } from './fragment-config.js';
import { wishlistBridge } from './wishlist-bridge.js';
import { addWishlistProduct, removeWishlistProducts } from '../api/index.js';

/** How a wishlist change ended: done, refused because the list is full, or failed otherwise. */
export type WishlistResult = { status: 'done' } | { status: 'full' } | { status: 'failed'; error: unknown };

/** Logged in means a non-empty hashed customer e-mail in the start-up data (spec point 6). */
export const isLoggedInAtom = atom((get) => isLoggedIn(get(fragmentConfigAtom)?.customerEmailHash));

const isCountExceeded = (error: unknown) =>
  error instanceof ApiError && error.failure.kind === 'http' && error.failure.body.key === COUNT_EXCEEDED_KEY;

async function change(
  get: Getter,
  publish: (ids: string[]) => void,
  local: (ids: readonly string[]) => string[],
  server: () => Promise<string[]>,
): Promise<WishlistResult> {
  try {
    if (get(isLoggedInAtom)) {
      const ids = await server();
      // Published before the copy is written: a value not read yet falls back to that copy, and would
      // then look unchanged.
      publish(ids);
      writeAccountWishlist(ids);
    } else {
      const ids = local(get(wishlistBridge.valueAtom));
      writeAnonymousWishlist(ids);
      publish(ids);
    }
    return { status: 'done' };
  } catch (error) {
    if (error instanceof WishlistFullError || isCountExceeded(error)) return { status: 'full' };
    return { status: 'failed', error };
  }
}

/**
 * Puts a product on the wishlist (at the front; an id already there moves to the front). Anonymous
 * visitors keep the list in a cookie, logged-in visitors on the server; 'full' at 99 products locally
 * or when the server answers COUNT_EXCEEDED.
 */
export const addToWishlistAtom = atom(null, (get, set, productId: string) =>
  change(
    get,
    (ids) => set(wishlistBridge.publishAtom, ids),
    (ids) => addToWishlist(ids, productId),
    () => addWishlistProduct(get(httpClientAtom), productId),
  ),
);

/** Takes one or more products off the wishlist. */
export const removeFromWishlistAtom = atom(null, (get, set, productIds: string | readonly string[]) =>
  change(
    get,
    (ids) => set(wishlistBridge.publishAtom, ids),
    (ids) => removeFromWishlist(ids, productIds),
    () => removeWishlistProducts(get(httpClientAtom), productIds),
  ),
);

/** Present means remove, otherwise add (spec point 4). */
export const toggleWishlistAtom = atom(null, (get, set, productId: string) =>
  get(wishlistBridge.valueAtom).includes(productId)
    ? set(removeFromWishlistAtom, productId)
    : set(addToWishlistAtom, productId),
);
