import { useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { CartItem } from '../../domain/index.js';
import { moveToWishlistAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';

interface Props {
  item: CartItem;
  /** 'oneTicket' moves one ticket of an appointment item: its quantity goes down by one. */
  scope: 'item' | 'oneTicket';
  className?: string;
}

/** Moves the item to the wishlist; the snackbar tells how it went. */
export function MoveToWishlistButton({ item, scope, className }: Props) {
  const { t } = useT();
  const move = useSetAtom(moveToWishlistAtom);

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    const root = event.currentTarget.getRootNode() as ParentNode;
    const result = await move(item, scope);
    // The tile is gone: keep keyboard users in the list instead of at the top of the page.
    if (result === 'moved') root.querySelector<HTMLElement>('#shop-cart-contents')?.focus();
  };

  return (
    <Button
      className={className}
      variant="text"
      aria-label={t('wishlist.moveToWishlistLabel', { title: item.product.title })}
      data-action="move-to-wishlist"
      onClick={(event) => void onClick(event)}
    >
      {t('wishlist.moveToWishlist')}
    </Button>
  );
}
