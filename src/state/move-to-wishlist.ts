import { atom } from 'jotai';
import { SHOP_URLS, type CartItem } from '../domain/index.js';
import { removeCartItemAtom } from './cart-actions.js';
import { messageForFailure } from './error-message.js';
import { openSnackbarAtom } from './snackbar.js';
import { addToWishlistAtom, isLoggedInAtom } from './wishlist-actions.js';
import { wishlistAtom } from './wishlist-bridge.js';

export type MoveToWishlistResult = 'moved' | 'full' | 'failed' | 'superseded';

/**
 * Moves a cart item to the wishlist (spec point 4): the product is added when it is not there yet (for a
 * logged-in visitor always, on the server), then
 * the item (or one ticket of it) leaves the cart. A full wishlist blocks the move with the error
 * snackbar; success opens the snackbar with a link to the wishlist. A failed removal shows the cart's
 * own change error and keeps the product on the wishlist.
 */
export const moveToWishlistAtom = atom(
  null,
  async (get, set, item: CartItem, scope: 'item' | 'oneTicket' = 'item'): Promise<MoveToWishlistResult> => {
    const { productId } = item.product;
    // A logged-in visitor's list is the server's: what this browser holds may be stale, or the cookie of
    // an earlier anonymous visit, so the server is always asked (a product already there moves to the front).
    if (get(isLoggedInAtom) || !get(wishlistAtom).includes(productId)) {
      const added = await set(addToWishlistAtom, productId);
      if (added.status !== 'done') {
        const message =
          added.status === 'full' ? { key: 'wishlist.full' } : await messageForFailure(get, added.error);
        set(openSnackbarAtom, { variant: 'error', message });
        return added.status;
      }
    }
    const removed = await set(removeCartItemAtom, item, scope);
    if (removed === 'applied') {
      set(openSnackbarAtom, {
        variant: 'success',
        message: { key: 'wishlist.moved' },
        link: { href: SHOP_URLS.wishlist, label: { key: 'wishlist.open' } },
      });
      return 'moved';
    }
    return removed;
  },
);
