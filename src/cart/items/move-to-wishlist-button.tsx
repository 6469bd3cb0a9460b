import type { MouseEvent } from 'react';
import { afterTileLeft } from './after-tile-left.js';
import {
  blocksControl,
  cartAtom,
  keepWishlistMovedForReload,
  moveToWishlistAtom,
  prefetchWishlistFlow,
} from '../../state/index.js';
import { button } from '../../ui/Button.js';
import type { TilePart } from './tile-kit.js';

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
    // Busy at once, in this click's frame, while the flow's chunk may still be on its way.
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
    onPointerEnter: prefetchWishlistFlow,
    onFocus: prefetchWishlistFlow,
    onClick: (event) => void onClick(event),
    children: texts.moveToWishlist,
  });
}
