import { atom, type Getter, type Setter } from 'jotai';
import type { CartItem } from '../domain/index.js';
import { removeFromCart } from './cart-actions.js';
import { messageForFailure } from './error-message.js';
import { runItemAction } from './item-actions.js';
import { openSnackbarAtom } from './snackbar.js';
import { addToWishlistAtom } from './wishlist-actions.js';
import { wishlistAtom } from './wishlist-bridge.js';

/** Where the success snackbar leads (spec point 2). */
export const WISHLIST_PAGE_URL = '/wishlist';

export type MoveToWishlistResult = 'moved' | 'full' | 'failed' | 'ignored';

async function move(
  get: Getter,
  set: Setter,
  item: CartItem,
  scope: 'item' | 'oneTicket',
): Promise<Exclude<MoveToWishlistResult, 'ignored'>> {
  const { productId } = item.product;
  if (!get(wishlistAtom).includes(productId)) {
    const added = await set(addToWishlistAtom, productId);
    if (added.status !== 'done') {
      const message =
        added.status === 'full' ? { key: 'wishlist.full' } : await messageForFailure(get, added.error);
      set(openSnackbarAtom, { variant: 'error', message });
      return added.status;
    }
  }
  const removed = await removeFromCart(get, set, item, scope);
  if (removed === 'failed') return 'failed';
  set(openSnackbarAtom, {
    variant: 'success',
    message: { key: 'wishlist.moved' },
    link: { href: WISHLIST_PAGE_URL, label: { key: 'wishlist.open' } },
  });
  return 'moved';
}

/**
 * Moves a cart item to the wishlist (spec point 4): the product is added when it is not there yet, then
 * the item (or one ticket of it) leaves the cart. A full wishlist blocks the move with the error
 * snackbar; success opens the snackbar with a link to the wishlist. A failed removal shows the cart's own change
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
