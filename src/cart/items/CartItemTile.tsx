import { pricePerTicket, productKind, showsFriendsBadge, type CartItem } from '../../domain/index.js';
import { FriendsDiscountBadge } from '../discount/FriendsDiscountBadge.js';
import {
  blocksControl,
  itemLoadingAtom,
  requestedPackagingAtom,
  useStoreSelection,
} from '../../state/index.js';
import { memo, useId, useMemo } from 'react';
import { PackagingChoice } from '../packaging/PackagingChoice.js';
import { AppointmentText } from './AppointmentText.js';
import { ItemFacts } from './ItemFacts.js';
import { useItemTexts } from './item-texts.js';
import { ItemError } from './ItemError.js';
import { ItemImage } from './ItemImage.js';
import { ItemLinks } from './ItemLinks.js';
import { ItemLoadingMessage } from './ItemLoadingMessage.js';
import { ItemPrice } from './ItemPrice.js';
import { ParticipantsText } from './ParticipantsText.js';
import { QuantitySelect } from './QuantitySelect.js';
import { QuantityStepper } from './QuantityStepper.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';
import { RemoveItemButton } from './RemoveItemButton.js';
import { MoveToWishlistButton } from './MoveToWishlistButton.js';
import { ReservationFailedMark } from './ReservationFailedMark.js';

interface Props {
  item: CartItem;
  /** Set for an appointment item: which of its tickets this tile shows. */
  ticketNumber?: number | undefined;
  /** Its appointment could not be reserved (code 300): the tile says so. */
  reservationFailed?: boolean;
}

/**
 * One cart item, or one ticket of an appointment item. Memoized, and reading only its own item's state:
 * a change to one item (or to a modal, the summary, a field) renders that tile, not the list; the cart
 * keeps the objects of unchanged items across answers (applyCartAtom), so their props stay the same.
 */
export const CartItemTile = memo(function CartItemTile({
  item,
  ticketNumber,
  reservationFailed = false,
}: Props) {
  const texts = useItemTexts();
  const titleId = useId();
  const { itemLayout } = useFragmentConfig();
  const loading = useStoreSelection(itemLoadingAtom, (states) => states.get(item.id)?.loading ?? 'Idle');
  // Busy from the start of any action on the item until it settled (see runItemAction).
  const busy = useStoreSelection(itemLoadingAtom, (states) => states.get(item.id)?.busy);
  // The packaging chosen while its change is on its way: read here, so that a choice renders this tile
  // and not the list (the list read it for every tile once, and rendered on every choice).
  const requestedPackaging = useStoreSelection(requestedPackagingAtom, (requested) => requested.get(item.id));
  const isTicket = ticketNumber !== undefined;
  const { product } = item;
  // The same object while an action runs, so the memoized price skips the renders of busy and loading
  // (image, facts and links get the item's own objects): those render the controls alone.
  const price = useMemo(() => (isTicket ? pricePerTicket(item) : item.total.gross), [isTicket, item]);
  return (
    <li part="item" aria-busy={busy !== undefined} data-item-id={item.id} data-loading-state={loading}>
      <ItemImage product={product} labelledBy={titleId} />
      <div data-area="details">
        <h3 id={titleId}>{product.title}</h3>
        <p data-muted>{texts.productType[productKind(product.productType) ?? 'other']}</p>
        {showsFriendsBadge(item) && <FriendsDiscountBadge item={item} />}
        <ParticipantsText product={product} />
        {item.appointment && <AppointmentText date={item.appointment.date} />}
        <ItemFacts item={item} isTicket={isTicket} />
        {reservationFailed && <ReservationFailedMark />}
        {!isTicket &&
          (itemLayout === 'next' ? (
            <QuantityStepper item={item} titleId={titleId} busy={busy} />
          ) : (
            <QuantitySelect item={item} titleId={titleId} busy={busy} />
          ))}
        <PackagingChoice
          item={item}
          titleId={titleId}
          state={{ requested: requestedPackaging, blocked: blocksControl(busy, 'packaging', true) }}
        />
        <ItemLinks item={item} titleId={titleId} />
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
        price={price}
        originalUnitPrice={product.originalPrice?.gross}
        quantity={isTicket ? 1 : item.quantity}
      />
      <RemoveItemButton item={item} scope={isTicket ? 'oneTicket' : 'item'} titleId={titleId} busy={busy} />
    </li>
  );
});
