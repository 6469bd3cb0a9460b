import { useAtomValue } from 'jotai';
import { pricePerTicket, productKind, showsFriendsBadge, type CartItem } from '../../domain/index.js';
import { FriendsDiscountBadge } from '../discount/FriendsDiscountBadge.js';
import { itemLoadingAtom } from '../../state/index.js';
import { useId } from 'react';
import { AppointmentText } from './AppointmentText.js';
import { useItemTexts } from './item-texts.js';
import { ItemError } from './ItemError.js';
import { ItemImage } from './ItemImage.js';
import { ItemLoadingMessage } from './ItemLoadingMessage.js';
import { ItemPrice } from './ItemPrice.js';
import { ParticipantsText } from './ParticipantsText.js';
import { QuantitySelect } from './QuantitySelect.js';
import { RemoveItemButton } from './RemoveItemButton.js';
import { MoveToWishlistButton } from './MoveToWishlistButton.js';

interface Props {
  item: CartItem;
  /** Set for an appointment item: which of its tickets this tile shows. */
  ticketNumber?: number;
}

/** One cart item, or one ticket of an appointment item. */
export function CartItemTile({ item, ticketNumber }: Props) {
  const texts = useItemTexts();
  const titleId = useId();
  const state = useAtomValue(itemLoadingAtom).get(item.id);
  const loading = state?.loading ?? 'Idle';
  // Busy from the start of any action on the item until it settled (see runItemAction).
  const busy = state?.busy;
  const isTicket = ticketNumber !== undefined;
  const { product } = item;
  return (
    <li part="item" aria-busy={busy !== undefined} data-item-id={item.id} data-loading-state={loading}>
      <ItemImage product={product} labelledBy={titleId} />
      <div data-area="details">
        <h3 id={titleId}>{product.title}</h3>
        <p data-muted>{texts.productType[productKind(product.productType) ?? 'other']}</p>
        {showsFriendsBadge(item) && <FriendsDiscountBadge item={item} />}
        <ParticipantsText product={product} />
        {item.appointment && <AppointmentText date={item.appointment.date} />}
        {isTicket ? (
          <p data-muted>{texts.ticket}</p>
        ) : (
          <QuantitySelect item={item} titleId={titleId} busy={busy} />
        )}
        <MoveToWishlistButton
          item={item}
          scope={isTicket ? 'oneTicket' : 'item'}
          titleId={titleId}
          busy={busy}
        />
        <ItemLoadingMessage state={loading} />
        <ItemError itemId={item.id} />
      </div>
      <ItemPrice
        price={isTicket ? pricePerTicket(item) : item.total.gross}
        originalUnitPrice={product.originalPrice?.gross}
        quantity={isTicket ? 1 : item.quantity}
      />
      <RemoveItemButton item={item} scope={isTicket ? 'oneTicket' : 'item'} titleId={titleId} busy={busy} />
    </li>
  );
}
