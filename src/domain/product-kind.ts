import type { CartItem } from './types/index.js';
import { isKnownValue, type OpenValue } from './open-values.js';

/** Product types, in both spellings the shop's systems use (spec point 3). */
export const PRODUCT_TYPES = [
  'experience',
  'box',
  'value_voucher',
  'gift_wrap',
  'Experience',
  'Box',
  'ValueVoucher',
  'GiftWrap',
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** True for a product type this version knows. */
export const isProductType = (type: unknown): type is ProductType => isKnownValue(PRODUCT_TYPES, type);

/** The four kinds of product, in the lower-case spelling. */
export type ProductKind = 'experience' | 'box' | 'value_voucher' | 'gift_wrap';

/** The product variants used in tracking. */
export type TrackingVariant =
  'experience_voucher' | 'experience_ticket' | 'box' | 'value_voucher' | 'gift_wrap';

/** The price categories of spec point 3. */
export type PriceCategory = 'regular' | 'special' | 'friends_discount';

const KIND_BY_TYPE: Readonly<Record<ProductType, ProductKind>> = {
  experience: 'experience',
  Experience: 'experience',
  box: 'box',
  Box: 'box',
  value_voucher: 'value_voucher',
  ValueVoucher: 'value_voucher',
  gift_wrap: 'gift_wrap',
  GiftWrap: 'gift_wrap',
};

/**
 * The kind of a product type, whichever of the two spellings it uses ('ValueVoucher' is 'value_voucher');
 * `null` for a type this version does not know (or none): such an item shows with a neutral label, counts
 * as no kind in the rules and takes no discount.
 */
export function productKind(type: ProductType): ProductKind;
export function productKind(type: OpenValue<ProductType> | null | undefined): ProductKind | null;
export function productKind(type: OpenValue<ProductType> | null | undefined): ProductKind | null {
  return isProductType(type) ? KIND_BY_TYPE[type] : null;
}

/**
 * True when the item is a ticket: it has an appointment, location or reservation id.
 * Tickets are shown once per ticket and have no quantity control.
 */
export function isTicket(item: Pick<CartItem, 'appointment'>): boolean {
  const appointment = item.appointment;
  return Boolean(appointment?.appointmentId || appointment?.locationId || appointment?.reservationId);
}

/**
 * The tracking variant of a cart item: 'experience_ticket' with an appointment, location or reservation
 * id, else 'experience_voucher' for experiences, else the product kind; `null` for a product type this
 * version does not know.
 */
export function trackingVariant(item: Pick<CartItem, 'appointment' | 'product'>): TrackingVariant | null {
  if (isTicket(item)) return 'experience_ticket';
  const kind = productKind(item.product.productType);
  return kind === 'experience' ? 'experience_voucher' : kind;
}
