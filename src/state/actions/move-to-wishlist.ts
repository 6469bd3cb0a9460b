import { atom } from 'jotai';
import { chunkFailureKey, loadChunkOnce, type CartItem } from '../../domain/index.js';
import { runItemAction } from '../cart/item-busy.js';
import { afterNextPaint } from '../cart-change/after-next-paint.js';
import { openSnackbarAtom } from '../messages/snackbar.js';

export type MoveToWishlistResult = 'moved' | 'full' | 'not-kept' | 'failed' | 'ignored';

/**
 * The flow's code, a lazy chunk (most visits never move an item), loaded once for every tile: on the
 * shopper's intent (`prefetchWishlistFlow`) or at the latest on the click. A failed load is forgotten, so
 * that the next try loads again.
 */
const wishlistFlow = loadChunkOnce(() => import('./move-to-wishlist-flow.js'));

/** Loads the flow ahead of a click (the pointer over the button, the focus on it); a failure says nothing. */
export const prefetchWishlistFlow = (): void => void wishlistFlow().catch(() => undefined);

/**
 * Moves a cart item to the wishlist (spec point 4): the product is added when it is not there yet (for a
 * logged-in visitor always, on the server), and the item (or one ticket of it) leaves the cart only once
 * the wishlist holds it. A full wishlist, or one the browser or server did not keep, leaves the item in
 * the cart with the error snackbar saying why; success opens the snackbar with a link to the wishlist. A
 * failed removal shows the cart's own change error and keeps the product on the wishlist.
 *
 * The item is busy from the click on, in the click's own frame, also while the flow's chunk is still on
 * its way; repeats are ignored. The flow starts once that frame has painted. A chunk that timed out or
 * whose request failed ends it with the connection message ('failed'); a chunk gone after a deploy says
 * nothing here (the page-updated notice speaks).
 */
export const moveToWishlistAtom = atom(
  null,
  async (get, set, item: CartItem, scope: 'item' | 'oneTicket' = 'item'): Promise<MoveToWishlistResult> => {
    const outcome = await runItemAction(get, set, {
      itemId: item.id,
      kind: 'move-to-wishlist',
      run: async (): Promise<Exclude<MoveToWishlistResult, 'ignored'>> => {
        const loading = wishlistFlow().catch((error: unknown) => {
          const key = chunkFailureKey(error);
          if (key) set(openSnackbarAtom, { variant: 'error', message: { key } });
          return null;
        });
        // The wishlist's own work (the cookie, the other tabs, its call) starts once the busy state has
        // painted, as a cart call does (afterNextPaint), not in the click's frame.
        await afterNextPaint();
        const flow = await loading;
        return flow ? flow.moveToWishlist(get, set, item, scope) : 'failed';
      },
    });
    return outcome.status === 'done' ? outcome.value : 'ignored';
  },
);
