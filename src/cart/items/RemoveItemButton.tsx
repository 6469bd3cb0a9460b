import { useSetAtom, useStore } from 'jotai';
import type { MouseEvent } from 'react';
import { useT } from '../../i18n/use-t.js';
import { formatDate, type CartItem } from '../../domain/index.js';
import { cartAtom, removeCartItemAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';

interface Props {
  item: CartItem;
  /** 'oneTicket' lowers an appointment item's quantity by one instead of removing it. */
  scope: 'item' | 'oneTicket';
}

/** Removes the item (or one ticket); removing the last item reloads the page to show the empty cart. */
export function RemoveItemButton({ item, scope }: Props) {
  const { t } = useT();
  const store = useStore();
  const removeItem = useSetAtom(removeCartItemAtom);
  const { title } = item.product;
  const label =
    scope === 'oneTicket' && item.appointment
      ? t('item.removeTicketLabel', { title, date: formatDate(item.appointment.date) })
      : t('item.removeLabel', { title });

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    const root = event.currentTarget.getRootNode() as ParentNode;
    const result = await removeItem(item, scope);
    if (result !== 'applied') return;
    if (store.get(cartAtom)?.items.length === 0) {
      window.location.reload();
      return;
    }
    // The tile is gone: keep keyboard users in the list instead of at the top of the page.
    root.querySelector<HTMLElement>('#shop-cart-contents')?.focus();
  };

  return (
    <Button
      data-area="actions"
      data-action="remove"
      variant="text"
      aria-label={label}
      onClick={(event) => void onClick(event)}
    >
      {t('item.remove')}
    </Button>
  );
}
