import type { RefObject } from 'react';
import { pricePerTicket, productKind, showsFriendsBadge, type CartItem } from '../../domain/index.js';
import { FriendsDiscountBadge } from '../discount/FriendsDiscountBadge.js';
import { appointmentText } from './appointment-text.js';
import { imageSource, itemImage } from './item-image.js';
import {
  additionalServicesLine,
  brandVoucherLine,
  motifLine,
  quantityLine,
  servicesList,
} from './item-facts.js';
import { itemLinks } from './item-links.js';
import { itemPrice } from './item-price.js';
import { participantsText } from './participants-text.js';
import { reservationFailedMark } from './reservation-failed-mark.js';
import type { TileKit } from './tile-kit.js';

/**
 * The parts of a tile that the item and the page's texts alone decide, each one element or nothing, in
 * the order the tile places them. The tile keeps them while only its item's state changes (busy, the
 * quantity or packaging chosen while on its way, an error): React then skips the same elements instead
 * of comparing them afresh, and the input's frame renders the controls only.
 */
export function tileStillParts(
  kit: TileKit,
  item: CartItem,
  titleId: string,
  image: RefObject<HTMLImageElement | null>,
  isTicket: boolean,
  reservationFailed: boolean,
) {
  const { texts } = kit;
  const { product } = item;
  const source = imageSource(product);
  return {
    source,
    image: itemImage(product, titleId, image, source, !kit.fresh),
    title: <h3 id={titleId}>{product.title}</h3>,
    type: <p data-muted>{texts.productType[productKind(product.productType) ?? 'other']}</p>,
    friendsBadge: showsFriendsBadge(item) ? <FriendsDiscountBadge item={item} /> : null,
    participants: participantsText(texts, product),
    appointment: item.appointment ? appointmentText(kit, item.appointment.date) : null,
    quantity: quantityLine(texts, item, isTicket),
    brandVoucher: brandVoucherLine(texts, item),
    services: servicesList(texts, item),
    additionalServices: additionalServicesLine(texts, item),
    motif: motifLine(texts, item),
    reservationFailed: reservationFailed ? reservationFailedMark(texts) : null,
    links: itemLinks({ kit, item, titleId }),
    price: itemPrice(kit, {
      price: isTicket ? pricePerTicket(item) : item.total.gross,
      originalUnitPrice: product.originalPrice?.gross,
      quantity: isTicket ? 1 : item.quantity,
    }),
  };
}
