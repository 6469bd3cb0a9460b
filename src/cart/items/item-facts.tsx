import { isBrandVoucher, quantityUnit, type CartItem } from '../../domain/index.js';
import type { ItemTexts } from './item-texts.js';

/**
 * The details of spec point 2 below the title: quantity (item.tickets, item.vouchers), the brand voucher
 * line, the services list, the additional services and the motif caption. A part of the tile; `isTicket`:
 * one ticket of an appointment item, its quantity reads item.tickets with a count of 1.
 */
export function itemFacts(texts: ItemTexts, item: CartItem, isTicket: boolean) {
  const unit = quantityUnit(item);
  const services = item.product.services ?? [];
  const extras = item.additionalServices ?? [];
  const motif = item.selectedPackaging?.variantTitle;
  return (
    <>
      {unit && (
        <p data-muted data-quantity-text>
          {texts.quantityText(unit, isTicket ? 1 : item.quantity)}
        </p>
      )}
      {texts.brandVoucher && isBrandVoucher(item) && (
        <p data-muted data-brand-voucher>
          {texts.brandVoucher}
        </p>
      )}
      {services.length > 0 && (
        <ul data-services-list aria-label={texts.servicesList}>
          {services.map((service, index) => (
            <li key={index}>{service}</li>
          ))}
        </ul>
      )}
      {extras.length > 0 && (
        <p data-additional-services>
          <span>{texts.additionalServices}: </span>
          {extras.map((extra) => extra.title).join(', ')}
        </p>
      )}
      {motif && <p data-motif>{texts.motif(motif)}</p>}
    </>
  );
}
