import { memo, useId, useMemo, useRef } from 'react';
import { type CartItem, type ItemLayout } from '../../domain/index.js';
import { blocksControl, useItemView } from '../../state/index.js';
import { useLazyImage } from '../../ui/use-lazy-image.js';
import { packagingChoiceSection } from '../packaging/packaging-choice.js';
import { itemError } from './item-error.js';
import { itemLoadingMessage } from './item-loading-message.js';
import { ItemFinishedMark } from './ItemFinishedMark.js';
import { moveToWishlistButton } from './move-to-wishlist-button.js';
import { QuantitySelect } from './QuantitySelect.js';
import { QuantityStepper } from './QuantityStepper.js';
import { removeItemButton } from './remove-item-button.js';
import { useTileKit, type TilePart } from './tile-kit.js';
import { tileStillParts } from './tile-still-parts.js';

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
 * the old design's packaging dropdown (which opens) are components of their own. The parts its item alone
 * decides are made once per item (`tile-still-parts.tsx`): a shopper's input renders the controls.
 */
export const CartItemTile = memo(function CartItemTile({
  item,
  ticketNumber,
  reservationFailed = false,
  itemLayout,
}: Props) {
  const kit = useTileKit();
  const titleId = useId();
  // The item's changes (busy from the start of any action until it settled, see runItemAction; the
  // quantity and packaging chosen while on their way; its last error), read here, so that a change renders
  // this tile and not the list.
  const { loading, busy, requestedQuantity, requestedPackaging, error } = useItemView(item.id);
  const image = useRef<HTMLImageElement>(null);
  const isTicket = ticketNumber !== undefined;
  // Made again only when the item or the texts change, not for a change of the item's state.
  const still = useMemo(
    () => tileStillParts(kit, item, titleId, image, isTicket, reservationFailed),
    [kit, item, titleId, isTicket, reservationFailed],
  );
  useLazyImage(image, still.source.src, still.source.srcset, '[part="item"]');
  const part: TilePart = { kit, item, titleId, busy, isTicket };
  return (
    <li part="item" aria-busy={busy !== undefined} data-item-id={item.id} data-loading-state={loading}>
      {still.image}
      <div data-area="details">
        {still.title}
        {still.type}
        {still.friendsBadge}
        {still.participants}
        {still.appointment}
        {still.quantity}
        {still.brandVoucher}
        {still.services}
        {still.additionalServices}
        {still.motif}
        {still.reservationFailed}
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
        {still.links}
        {moveToWishlistButton(part)}
        {itemLoadingMessage(kit.t, loading)}
        {loading === 'Finished' && <ItemFinishedMark />}
        {itemError(error)}
      </div>
      {still.price}
      {removeItemButton(part)}
    </li>
  );
});
