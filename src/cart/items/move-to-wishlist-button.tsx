import type { MouseEvent } from 'react';
import { afterTileLeft } from './after-tile-left.js';
import { chunkFailureKey, loadChunkOnce } from '../../domain/index.js';
import { blocksControl, cartAtom, openSnackbarAtom, keepWishlistMovedForReload } from '../../state/index.js';
import { button } from '../../ui/Button.js';
import type { TilePart } from './tile-kit.js';

/** The wishlist flow, a lazy chunk: most visits never move an item. */
/**
 * The flow, loaded once for every tile: on the shopper's intent (the pointer over the button, the focus on
 * it) or at the latest on the click, so that a click finds it loaded and shows the item busy in its own
 * frame. A failed load is forgotten: the click tries again and says why it could not.
 */
const wishlistFlow = loadChunkOnce(() => import('../../state/actions/move-to-wishlist.js'));

const prefetchFlow = () => void wishlistFlow().catch(() => undefined);

/**
 * Moves the item to the wishlist; the snackbar tells how it went. Ignored while the item is busy. Moving
 * the last item reloads the page to show the empty cart, as removing it does. For one ticket, it moves
 * one ticket of the appointment item: its quantity goes down by one. A part of the tile.
 */
export function moveToWishlistButton({ kit, item, titleId, busy, isTicket }: TilePart) {
  const { texts, store, tracking } = kit;
  const scope = isTicket ? 'oneTicket' : 'item';
  const id = `${titleId}-wishlist`;
  const blocked = blocksControl(busy, 'move-to-wishlist');

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    // Taken now: once the tile has left, the button is detached.
    const root = event.currentTarget.getRootNode();
    if (blocked) return;
    // A chunk that timed out or whose request failed: the connection message, and the button stays to try
    // again. A chunk gone after a deploy: the page-updated notice says what to do.
    const flow = await wishlistFlow().catch((error: unknown) => {
      const key = chunkFailureKey(error);
      if (key) store.set(openSnackbarAtom, { variant: 'error', message: { key } });
      return null;
    });
    if (!flow) return;
    const { moveToWishlistAtom } = flow;
    const result = await store.set(moveToWishlistAtom, item, scope);
    if (result === 'full') void tracking.with((tracker) => tracker.wishlistFull());
    if (result !== 'moved') return;
    const cart = store.get(cartAtom);
    const tracked = cart
      ? tracking.with((tracker) =>
          tracker.movedToWishlist(cart, item, scope === 'oneTicket' ? 1 : item.quantity),
        )
      : undefined;
    // Like removing it: moving the last item reloads the page, once its events are in the data layer.
    await afterTileLeft(root, cart, async () => {
      await tracked;
      keepWishlistMovedForReload();
    });
  };

  return button({
    variant: 'text',
    id,
    'aria-labelledby': `${id} ${titleId}`,
    'aria-disabled': blocked || undefined,
    'data-action': 'move-to-wishlist',
    onPointerEnter: prefetchFlow,
    onFocus: prefetchFlow,
    onClick: (event) => void onClick(event),
    children: texts.moveToWishlist,
  });
}
