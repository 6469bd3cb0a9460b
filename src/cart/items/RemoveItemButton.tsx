import { useSetAtom, useStore } from 'jotai';
import { useId, type MouseEvent } from 'react';
import { afterTileLeft } from './after-tile-left.js';
import { useItemTexts } from './item-texts.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import type { CartItem } from '../../domain/index.js';
import { blocksControl, cartAtom, removeCartItemAtom, type ItemActionKind } from '../../state/index.js';
import { useTracking } from '../../tracking/index.js';
import { Button } from '../../ui/Button.js';

interface Props {
  item: CartItem;
  /** 'oneTicket' lowers an appointment item's quantity by one instead of removing it. */
  scope: 'item' | 'oneTicket';
  /** The tile's title: the button is named by its own text plus the title. */
  titleId: string;
  /** The action the item is busy with (from the tile): the button refuses clicks meanwhile. */
  busy?: ItemActionKind | undefined;
}

/** Removes the item (or one ticket); removing the last item reloads the page to show the empty cart. */
export function RemoveItemButton({ item, scope, titleId, busy }: Props) {
  const { t } = useT();
  const f = useFormats();
  const texts = useItemTexts();
  const store = useStore();
  const removeItem = useSetAtom(removeCartItemAtom);
  const tracking = useTracking();
  const { title } = item.product;
  const id = useId();
  const blocked = blocksControl(busy, 'remove');
  // One ticket of several is named with its date; everything else by the button's text plus the title.
  const ticketLabel =
    scope === 'oneTicket' && item.appointment
      ? t('item.removeTicketLabel', { title, date: f.date(item.appointment.date) })
      : undefined;

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    // Taken now: once the tile has left, the button is detached.
    const root = event.currentTarget.getRootNode();
    if (blocked) return;
    const result = await removeItem(item, scope);
    if (result !== 'applied') return;
    // remove_from_cart is in the data layer before an emptied cart reloads (tracking runs in order).
    await afterTileLeft(root, store.get(cartAtom), () => tracking.with(() => undefined));
  };

  return (
    <Button
      data-area="actions"
      data-action="remove"
      variant="text"
      id={id}
      aria-label={ticketLabel}
      aria-labelledby={ticketLabel ? undefined : `${id} ${titleId}`}
      aria-disabled={blocked || undefined}
      onClick={(event) => void onClick(event)}
    >
      {texts.remove}
    </Button>
  );
}
