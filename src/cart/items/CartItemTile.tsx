import { memo, useId, useRef } from 'react';
import {
  pricePerTicket,
  productKind,
  showsFriendsBadge,
  type CartItem,
  type ItemLayout,
} from '../../domain/index.js';
import { blocksControl, useItemView } from '../../state/index.js';
import { useLazyImage } from '../../ui/use-lazy-image.js';
import { FriendsDiscountBadge } from '../discount/FriendsDiscountBadge.js';
import { packagingChoiceSection } from '../packaging/packaging-choice.js';
import { appointmentText } from './appointment-text.js';
import { imageSource, itemImage } from './item-image.js';
import { itemError } from './item-error.js';
import {
  additionalServicesLine,
  brandVoucherLine,
  motifLine,
  quantityLine,
  servicesList,
} from './item-facts.js';
import { itemLinks } from './item-links.js';
import { itemLoadingMessage } from './item-loading-message.js';
import { ItemFinishedMark } from './ItemFinishedMark.js';
import { itemPrice } from './item-price.js';
import { moveToWishlistButton } from './move-to-wishlist-button.js';
import { participantsText } from './participants-text.js';
import { QuantitySelect } from './QuantitySelect.js';
import { QuantityStepper } from './QuantityStepper.js';
import { removeItemButton } from './remove-item-button.js';
import { reservationFailedMark } from './reservation-failed-mark.js';
import { useTileKit, type TilePart } from './tile-kit.js';

interface Props {
  item: CartItem;
  /** Set for an appointment item: which of its tickets this tile shows. */
  ticketNumber?: number | undefined;
  /** Its appointment could not be reserved (code 300): the tile says so. */
  reservationFailed?: boolean;
  /** The page's tile layout (the start-up's itemLayout), read once by the list. */
  itemLayout: ItemLayout;
}

/**
 * One cart item, or one ticket of an appointment item. Memoized, and reading only its own item's state:
 * a change to one item (or to a modal, the summary, a field) renders that tile, not the list; the cart
 * keeps the objects of unchanged items across answers (applyCartAtom), so their props stay the same.
 *
 * Its parts are plain functions (`tile-kit.tsx`), so a long cart mounts few components per tile; only the
 * quantity dropdown (which gets its options on first reach), the stepper (which keeps what is typed) and
 * the old design's packaging dropdown (which opens) are components of their own.
 */
export const CartItemTile = memo(function CartItemTile({
  item,
  ticketNumber,
  reservationFailed = false,
  itemLayout,
}: Props) {
  const kit = useTileKit();
  const { texts } = kit;
  const titleId = useId();
  // The item's changes (busy from the start of any action until it settled, see runItemAction; the
  // quantity and packaging chosen while on their way; its last error), read here, so that a change renders
  // this tile and not the list.
  const { loading, busy, requestedQuantity, requestedPackaging, error } = useItemView(item.id);
  const image = useRef<HTMLImageElement>(null);
  const { product } = item;
  const source = imageSource(product);
  useLazyImage(image, source.src, source.srcset, '[part="item"]');
  const isTicket = ticketNumber !== undefined;
  const part: TilePart = { kit, item, titleId, busy, isTicket };
  return (
    <li part="item" aria-busy={busy !== undefined} data-item-id={item.id} data-loading-state={loading}>
      {itemImage(product, titleId, image, source, !kit.fresh)}
      <div data-area="details">
        <h3 id={titleId}>{product.title}</h3>
        <p data-muted>{texts.productType[productKind(product.productType) ?? 'other']}</p>
        {showsFriendsBadge(item) && <FriendsDiscountBadge item={item} />}
        {participantsText(texts, product)}
        {item.appointment && appointmentText(kit, item.appointment.date)}
        {quantityLine(texts, item, isTicket)}
        {brandVoucherLine(texts, item)}
        {servicesList(texts, item)}
        {additionalServicesLine(texts, item)}
        {motifLine(texts, item)}
        {reservationFailed && reservationFailedMark(texts)}
        {!isTicket &&
          (itemLayout === 'next' ? (
            <QuantityStepper part={part} requested={requestedQuantity} />
          ) : (
            <QuantitySelect part={part} requested={requestedQuantity} />
          ))}
        {packagingChoiceSection(part, {
          requested: requestedPackaging,
          blocked: blocksControl(busy, 'packaging', true),
        })}
        {itemLinks(part)}
        {moveToWishlistButton(part)}
        {itemLoadingMessage(kit.t, loading)}
        {loading === 'Finished' && <ItemFinishedMark />}
        {itemError(error)}
      </div>
      {itemPrice(kit, {
        price: isTicket ? pricePerTicket(item) : item.total.gross,
        originalUnitPrice: product.originalPrice?.gross,
        quantity: isTicket ? 1 : item.quantity,
      })}
      {removeItemButton(part)}
    </li>
  );
});
