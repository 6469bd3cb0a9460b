import { atom, type Getter, type Setter } from 'jotai';
import { WISHLIST_FULL_KEY, type CartItem } from '../../domain/index.js';
import { removalOf } from './cart-actions.js';
import type { Message } from '../messages/message.js';
import { messageForFailure } from '../messages/error-message.js';
import { resolveMessage } from '../messages/messages.js';
import { runItemAction } from '../cart/item-busy.js';
import { runCartChange } from '../cart-change/run-cart-change.js';
import { openSnackbarAtom } from '../messages/snackbar.js';
import { WISHLIST_MOVED_SNACKBAR } from '../messages/wishlist-moved-notice.js';
import { addToWishlistAtom, isLoggedInAtom, type WishlistResult } from './wishlist-actions.js';
import { wishlistAtom } from '../sync/wishlist-bridge.js';

export type MoveToWishlistResult = 'moved' | 'full' | 'not-kept' | 'failed' | 'ignored';

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

async function move(
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

/**
 * Moves a cart item to the wishlist (spec point 4): the product is added when it is not there yet (for a
 * logged-in visitor always, on the server), and
 * the item (or one ticket of it) leaves the cart only once the wishlist holds it. A full wishlist, or one
 * the browser or server did not keep, leaves the item in the cart with the error snackbar saying why;
 * success opens the snackbar with a link to the wishlist. A failed removal shows the cart's own change
 * error and keeps the product on the wishlist. The item is busy throughout: repeats are ignored.
 */
export const moveToWishlistAtom = atom(
  null,
  async (get, set, item: CartItem, scope: 'item' | 'oneTicket' = 'item'): Promise<MoveToWishlistResult> => {
    const outcome = await runItemAction(get, set, {
      itemId: item.id,
      kind: 'move-to-wishlist',
      run: () => move(get, set, item, scope),
    });
    return outcome.status === 'done' ? outcome.value : 'ignored';
  },
);
