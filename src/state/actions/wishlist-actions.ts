import { atom, type Getter, type Setter } from 'jotai';
import { ApiError } from '../../api/index.js';
import {
  addToWishlist,
  COUNT_EXCEEDED_KEY,
  isLoggedIn,
  removeFromWishlist,
  WishlistFullError,
} from '../../domain/index.js';
import {
  readAnonymousWishlist,
  writeAccountWishlist,
  writeAnonymousWishlist,
} from '../../storage/wishlist-storage.js';
import { httpClientAtom } from '../setup/api-client.js';
import { fragmentConfigAtom } from '../setup/fragment-config.js';
import { wishlistBridge } from '../sync/wishlist-bridge.js';
import { announceWishlistOnHostAtom } from '../sync/host-events.js';
import { sameIds } from '../sync/window-event-bridge.js';
import { addWishlistProduct, removeWishlistProducts } from '../../api/index.js';

/**
 * How a wishlist change ended: done; refused because the list is full; not kept (the browser did not
 * store the cookie, or the server's answer lacks the change: `where` says which); or failed otherwise.
 */
export type WishlistResult =
  | { status: 'done' }
  | { status: 'full' }
  | { status: 'not-kept'; where: 'browser' | 'server' }
  | { status: 'failed'; error: unknown };

/** Logged in means a non-empty hashed customer e-mail in the start-up data (spec point 6). */
export const isLoggedInAtom = atom((get) => isLoggedIn(get(fragmentConfigAtom)?.customerEmailHash));

const isCountExceeded = (error: unknown) =>
  error instanceof ApiError && error.failure.kind === 'http' && error.failure.body.key === COUNT_EXCEEDED_KEY;

interface WishlistChange {
  publish: (ids: string[]) => void;
  local: (ids: readonly string[]) => string[];
  server: () => Promise<string[]>;
  /** True when the list holds the change (the product is there, or gone). */
  holds: (ids: readonly string[]) => boolean;
}

async function change(
  get: Getter,
  { publish, local, server, holds }: WishlistChange,
): Promise<WishlistResult> {
  try {
    if (get(isLoggedInAtom)) {
      const ids = await server();
      if (!holds(ids)) return { status: 'not-kept', where: 'server' };
      // Published before the copy is written: a value not read yet falls back to that copy, and would
      // then look unchanged.
      publish(ids);
      writeAccountWishlist(ids);
    } else {
      const ids = local(get(wishlistBridge.valueAtom));
      writeAnonymousWishlist(ids);
      // Cookies may be blocked, throw, or drop the write silently: only a list read back counts.
      if (!sameIds(readAnonymousWishlist(), ids)) return { status: 'not-kept', where: 'browser' };
      publish(ids);
    }
    return { status: 'done' };
  } catch (error) {
    if (error instanceof WishlistFullError || isCountExceeded(error)) return { status: 'full' };
    return { status: 'failed', error };
  }
}

/** Tells the page (window event) and, when the list changed, the element's host of a kept change. */
function publishKept(set: Setter, ids: string[]): void {
  if (set(wishlistBridge.publishAtom, ids)) set(announceWishlistOnHostAtom, ids);
}

/**
 * Puts a product on the wishlist (at the front; an id already there moves to the front). Anonymous
 * visitors keep the list in a cookie, logged-in visitors on the server; 'full' at 99 products locally
 * or when the server answers COUNT_EXCEEDED; 'not-kept' when the list read back lacks the product.
 */
export const addToWishlistAtom = atom(null, (get, set, productId: string) =>
  change(get, {
    publish: (ids) => publishKept(set, ids),
    local: (ids) => addToWishlist(ids, productId),
    server: () => addWishlistProduct(get(httpClientAtom), productId),
    holds: (ids) => ids.includes(productId),
  }),
);

/** Takes one or more products off the wishlist. */
export const removeFromWishlistAtom = atom(null, (get, set, productIds: string | readonly string[]) => {
  const removed = typeof productIds === 'string' ? [productIds] : productIds;
  return change(get, {
    publish: (ids) => publishKept(set, ids),
    local: (ids) => removeFromWishlist(ids, productIds),
    server: () => removeWishlistProducts(get(httpClientAtom), productIds),
    holds: (ids) => !ids.some((id) => removed.includes(id)),
  });
});

/** Present means remove, otherwise add (spec point 4). */
export const toggleWishlistAtom = atom(null, (get, set, productId: string) =>
  get(wishlistBridge.valueAtom).includes(productId)
    ? set(removeFromWishlistAtom, productId)
    : set(addToWishlistAtom, productId),
);
