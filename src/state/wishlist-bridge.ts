import { readWishlist } from '../domain/index.js';
import { LOCAL_KEYS } from '../storage/storage-keys.js';
import { readStoredWishlist } from '../storage/wishlist-storage.js';
import { createWindowEventBridge, onStorageKey, sameIds } from './window-event-bridge.js';

/** The window event sent whenever the wishlist changed. */
export const WISHLIST_CHANGE_EVENT = 'shop:wishlist-change';

/** The product ids of a `shop:wishlist-change` detail, or `null` when it has the wrong shape. */
function parseWishlistChangeDetail(detail: unknown): string[] | null {
  if (typeof detail !== 'object' || detail === null || !('productIds' in detail)) return null;
  const { productIds } = detail;
  return Array.isArray(productIds) ? readWishlist(productIds) : null;
}

function subscribeOtherTabs(refresh: (ids: string[]) => void): () => void {
  const reread = () => refresh(readStoredWishlist());
  // The anonymous list is a cookie, which sends no events: read it again when the tab comes back.
  const onVisible = () => {
    if (document.visibilityState === 'visible') reread();
  };
  const unsubscribeStorage = onStorageKey(LOCAL_KEYS.accountWishlist, reread);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribeStorage();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The wishlist's product ids, newest first, shared with every element through `shop:wishlist-change`. */
export const wishlistBridge = createWindowEventBridge<string[]>({
  eventName: WISHLIST_CHANGE_EVENT,
  initial: readStoredWishlist,
  parse: parseWishlistChangeDetail,
  toDetail: (productIds) => ({ productIds }),
  equals: sameIds,
  subscribeOther: subscribeOtherTabs,
});

/** The wishlist's product ids (read-only view of the bridge). */
export const wishlistAtom = wishlistBridge.valueAtom;
