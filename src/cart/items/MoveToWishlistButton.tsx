import { useStore } from 'jotai';
import { useId, type MouseEvent } from 'react';
import { focusItemsHeading } from './focus-items-heading.js';
import { useItemTexts } from './item-texts.js';
import type { CartItem } from '../../domain/index.js';
import { cartAtom, openSnackbarAtom } from '../../state/index.js';
import { useTracking } from '../../tracking/TrackingContext.js';
import { Button } from '../../ui/Button.js';
import { loadChunk } from '../../domain/load-chunk.js';

interface Props {
  item: CartItem;
  /** 'oneTicket' moves one ticket of an appointment item: its quantity goes down by one. */
  scope: 'item' | 'oneTicket';
  /** The tile's title: the button is named by its own text plus the title. */
  titleId: string;
  className?: string;
}

/** Moves the item to the wishlist; the snackbar tells how it went. */
export function MoveToWishlistButton({ item, scope, titleId, className }: Props) {
  const id = useId();
  const texts = useItemTexts();
  const store = useStore();
  const tracking = useTracking();

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    // The wishlist flow is a lazy chunk: most visits never move an item.
    const flow = await loadChunk(() => import('../../state/move-to-wishlist.js')).catch(() => null);
    if (!flow) {
      // a chunk that failed or timed out: the generic error, and the button stays to try again
      store.set(openSnackbarAtom, { variant: 'error', message: { key: 'errors.generic' } });
      return;
    }
    const { moveToWishlistAtom } = flow;
    const result = await store.set(moveToWishlistAtom, item, scope);
    const cart = store.get(cartAtom);
    if (result === 'moved' && cart) {
      const quantity = scope === 'oneTicket' ? 1 : item.quantity;
      void tracking.with((tracker) => tracker.movedToWishlist(cart, item, quantity));
    }
    if (result === 'full') void tracking.with((tracker) => tracker.wishlistFull());
    if (result === 'moved') focusItemsHeading(button);
  };

  return (
    <Button
      className={className}
      variant="text"
      id={id}
      aria-labelledby={`${id} ${titleId}`}
      data-action="move-to-wishlist"
      onClick={(event) => void onClick(event)}
    >
      {texts.moveToWishlist}
    </Button>
  );
}
