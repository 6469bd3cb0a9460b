// The code of moving an item to the wishlist, loaded when the shopper shows intent (move-to-wishlist.ts).
import type { Getter, Setter } from 'jotai';
import { WISHLIST_FULL_KEY, type CartItem } from '../../domain/index.js';
import { removalOf } from './cart-actions.js';
import type { Message } from '../messages/message.js';
import { messageForFailure } from '../messages/error-message.js';
import { resolveMessage } from '../messages/messages.js';
import { runCartChange } from '../cart-change/run-cart-change.js';
import { openSnackbarAtom } from '../messages/snackbar.js';
import { WISHLIST_MOVED_SNACKBAR } from '../messages/wishlist-moved-notice.js';
import { addToWishlistAtom, isLoggedInAtom, type WishlistResult } from './wishlist-actions.js';
import { wishlistAtom } from '../sync/wishlist-bridge.js';
import type { MoveToWishlistResult } from './move-to-wishlist.js';

async function messageFor(get: Getter, added: Exclude<WishlistResult, { status: 'done' }>): Promise<Message> {
  switch (added.status) {
    case 'full':
      return { key: WISHLIST_FULL_KEY };
    case 'not-kept':
      // Texts of the extended catalogue: loaded now.
      return resolveMessage(get, {
        key: added.where === 'browser' ? 'wishlist.cookiesUnavailable' : 'wishlist.notKept',
      });
    case 'failed':
      return messageForFailure(get, added.error);
  }
}

/**
 * The wishlist flow's own work, a lazy chunk (most visits never move an item); `moveToWishlistAtom` runs
 * it with the item busy from the click on.
 */
export async function moveToWishlist(
  get: Getter,
  set: Setter,
  item: CartItem,
  scope: 'item' | 'oneTicket',
): Promise<Exclude<MoveToWishlistResult, 'ignored'>> {
  const { productId } = item.product;
  // A logged-in visitor's list is the server's: what this browser holds may be stale, or the cookie of
  // an earlier anonymous visit, so the server is always asked (a product already there moves to the front).
  if (get(isLoggedInAtom) || !get(wishlistAtom).includes(productId)) {
    // The wishlist first, and only once it is known to hold the product does the item leave the cart.
    const added = await set(addToWishlistAtom, productId);
    if (added.status !== 'done') {
      set(openSnackbarAtom, { variant: 'error', message: await messageFor(get, added) });
      return added.status;
    }
  }
  const removed = await runCartChange(get, set, removalOf(item, scope));
  if (removed === 'failed') return 'failed';
  // 'superseded': the server removed it; its cart shows once the newer change in flight has ended.
  set(openSnackbarAtom, WISHLIST_MOVED_SNACKBAR);
  return 'moved';
}
