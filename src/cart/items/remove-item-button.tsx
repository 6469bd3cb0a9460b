import type { MouseEvent } from 'react';
import { cartAtom, removeCartItemAtom, blocksControl } from '../../state/index.js';
import { button } from '../../ui/Button.js';
import { afterTileLeft } from './after-tile-left.js';
import type { TilePart } from './tile-kit.js';

/**
 * Removes the item (or, for one ticket, lowers an appointment item's quantity by one); removing the last
 * item reloads the page to show the empty cart. A part of the tile.
 */
export function removeItemButton({ kit, item, titleId, busy, isTicket }: TilePart) {
  const { t, f, texts, store, tracking } = kit;
  const scope = isTicket ? 'oneTicket' : 'item';
  const { title } = item.product;
  const id = `${titleId}-remove`;
  const blocked = blocksControl(busy, 'remove');
  // One ticket of several is named with its date; everything else by the button's text plus the title.
  const ticketLabel =
    isTicket && item.appointment
      ? t('item.removeTicketLabel', { title, date: f.date(item.appointment.date) })
      : undefined;

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    // Taken now: once the tile has left, the button is detached.
    const root = event.currentTarget.getRootNode();
    if (blocked) return;
    const result = await store.set(removeCartItemAtom, item, scope);
    if (result !== 'applied') return;
    // remove_from_cart is in the data layer before an emptied cart reloads (tracking runs in order).
    await afterTileLeft(root, store.get(cartAtom), () => tracking.with(() => undefined));
  };

  return button({
    'data-area': 'actions',
    'data-action': 'remove',
    variant: 'text',
    id,
    'aria-label': ticketLabel,
    'aria-labelledby': ticketLabel ? undefined : `${id} ${titleId}`,
    'aria-disabled': blocked || undefined,
    onClick: (event) => void onClick(event),
    children: texts.remove,
  });
}
