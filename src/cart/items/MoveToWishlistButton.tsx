import { useStore } from 'jotai';
import { useId, type MouseEvent } from 'react';
import { focusItemsHeading } from './focus-items-heading.js';
import { useItemTexts } from './item-texts.js';
import { chunkFailureKey, type CartItem } from '../../domain/index.js';
import { useTracking } from '../../tracking/index.js';
import {
  blocksControl,
  cartAtom,
  openSnackbarAtom,
  type ItemActionKind,
  keepWishlistMovedForReload,
} from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { loadChunk } from '../../domain/load-chunk.js';

interface Props {
  item: CartItem;
  /** 'oneTicket' moves one ticket of an appointment item: its quantity goes down by one. */
  scope: 'item' | 'oneTicket';
  /** The tile's title: the button is named by its own text plus the title. */
  titleId: string;
  /** The action the item is busy with (from the tile): the button refuses clicks meanwhile. */
  busy?: ItemActionKind | undefined;
  className?: string;
}

/**
 * Moves the item to the wishlist; the snackbar tells how it went. Ignored while the item is busy. Moving
 * the last item reloads the page to show the empty cart, as removing it does.
 */
export function MoveToWishlistButton({ item, scope, titleId, className, busy }: Props) {
  const id = useId();
  const texts = useItemTexts();
  const store = useStore();
  const tracking = useTracking();
  const blocked = blocksControl(busy, 'move-to-wishlist');

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    // Taken now: once the tile has left, the button is detached.
    const root = event.currentTarget.getRootNode();
    if (blocked) return;
    // The wishlist flow is a lazy chunk: most visits never move an item.
    // A chunk that timed out or whose request failed: the connection message, and the button stays to try
    // again. A chunk gone after a deploy: the page-updated notice says what to do.
    const flow = await loadChunk(() => import('../../state/actions/move-to-wishlist.js')).catch(
      (error: unknown) => {
        const key = chunkFailureKey(error);
        if (key) store.set(openSnackbarAtom, { variant: 'error', message: { key } });
        return null;
      },
    );
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
    // Like removing it (spec point 4): moving the last item reloads the page to show the empty cart, once
    // its events are in the data layer.
    if (cart?.items.length === 0) {
      await tracked;
      keepWishlistMovedForReload();
      window.location.reload();
      return;
    }
    focusItemsHeading(root);
  };

  return (
    <Button
      className={className}
      variant="text"
      id={id}
      aria-labelledby={`${id} ${titleId}`}
      aria-disabled={blocked || undefined}
      data-action="move-to-wishlist"
      onClick={(event) => void onClick(event)}
    >
      {texts.moveToWishlist}
    </Button>
  );
}
