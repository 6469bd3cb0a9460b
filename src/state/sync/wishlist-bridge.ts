import { parseWishlistChangeDetail, WISHLIST_CHANGE_EVENT } from '../../events/wishlist-change.js';
import { LOCAL_KEYS } from '../../storage/storage-keys.js';
import { readAccountWishlist, readStoredWishlist } from '../../storage/wishlist-storage.js';
import {
  createWindowEventBridge,
  onStorageKey,
  sameIds,
  type WindowEventBridge,
} from './window-event-bridge.js';
import { onWishlistFromOtherTabs, postWishlistToOtherTabs } from './wishlist-sync.js';
import { openWhileShown } from './page-lifecycle.js';

/** The wishlist the host page gave an element, or `null`: then browser storage is the source. */
export type GivenWishlist = () => string[] | null;

function subscribeOtherTabs(given: GivenWishlist, refresh: (ids: string[]) => void): () => void {
  // A logged-in visitor's copy changes after a server answer in another tab. Where the host gave the
  // list, storage is read only for that copy: the cookie of an anonymous visitor is no source then.
  const onAccountCopy = () => {
    const ids = given() ? readAccountWishlist() : readStoredWishlist();
    if (ids) refresh(ids);
  };
  // Cookies send no events: read the stored list again when the tab comes back (also covers changes
  // by shop pages that only write the cookie).
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !given()) refresh(readStoredWishlist());
  };
  // The channel is closed while the page sits in the back-forward cache; back, the stored list is read
  // again (what other tabs posted meanwhile was missed).
  const unsubscribeChannel = openWhileShown(
    () => onWishlistFromOtherTabs(refresh),
    () => {
      if (!given()) refresh(readStoredWishlist());
    },
  );
  const unsubscribeStorage = onStorageKey(LOCAL_KEYS.accountWishlist, onAccountCopy);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribeChannel();
    unsubscribeStorage();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The wishlist's product ids, newest first, shared with every element of the page through
 * `shop:wishlist-change` and with the other tabs through their BroadcastChannel. It starts from the
 * list the host gave, else from browser storage.
 */
export function createWishlistBridge(given: GivenWishlist = () => null): WindowEventBridge<string[]> {
  return createWindowEventBridge<string[]>({
    eventName: WISHLIST_CHANGE_EVENT,
    initial: () => given() ?? readStoredWishlist(),
    parse: (detail) => parseWishlistChangeDetail(detail)?.productIds ?? null,
    toDetail: (productIds) => ({ productIds }),
    equals: sameIds,
    subscribeOther: (refresh) => subscribeOtherTabs(given, refresh),
    broadcast: postWishlistToOtherTabs,
  });
}

/** The cart's wishlist: from browser storage, then every change of this page and of other tabs. */
export const wishlistBridge = createWishlistBridge();

/** The wishlist's product ids (read-only view of the bridge). */
export const wishlistAtom = wishlistBridge.valueAtom;
