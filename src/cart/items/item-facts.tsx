import { isBrandVoucher, quantityUnit, type CartItem } from '../../domain/index.js';
import type { ItemTexts } from './item-texts.js';

// The details of spec point 2 below the title: quantity (item.tickets, item.vouchers), the brand voucher
// line, the services list, the additional services and the motif caption. Parts of the tile, each one
// element or nothing, so that the tile places them without a fragment around them (a long cart renders
// them dozens of times).

/** item.tickets or item.vouchers; `isTicket`: one ticket of an appointment item, counted as 1. */
export function quantityLine(texts: ItemTexts, item: CartItem, isTicket: boolean) {
  const unit = quantityUnit(item);
  return unit ? (
    <p data-muted data-quantity-text>
      {texts.quantityText(unit, isTicket ? 1 : item.quantity)}
    </p>
  ) : null;
}

/** The brand voucher line of a value voucher of the shop's own brand. */
export function brandVoucherLine(texts: ItemTexts, item: CartItem) {
  return texts.brandVoucher && isBrandVoucher(item) ? (
    <p data-muted data-brand-voucher>
      {texts.brandVoucher}
    </p>
  ) : null;
}

/** The services the product includes. */
export function servicesList(texts: ItemTexts, item: CartItem) {
  const services = item.product.services ?? [];
  return services.length > 0 ? (
    <ul data-services-list aria-label={texts.servicesList}>
      {services.map((service, index) => (
        <li key={index}>{service}</li>
      ))}
    </ul>
  ) : null;
}

/** The additional services booked with the item. */
export function additionalServicesLine(texts: ItemTexts, item: CartItem) {
  const extras = item.additionalServices ?? [];
  return extras.length > 0 ? (
    <p data-additional-services>
      <span>{texts.additionalServices}: </span>
      {extras.map((extra) => extra.title).join(', ')}
    </p>
  ) : null;
}

/** The chosen motif of the packaging. */
export function motifLine(texts: ItemTexts, item: CartItem) {
  const motif = item.selectedPackaging?.variantTitle;
  return motif ? <p data-motif>{texts.motif(motif)}</p> : null;
}
