import type { CartItem } from './types/index.js';
import { isKnownValue, type OpenValue } from './open-values.js';

/**
 * The four kinds of product in the lower-case spelling, each with the other spelling the shop's systems
 * use for it (spec point 3): 'ValueVoucher' is 'value_voucher'.
 */
const OTHER_SPELLING = {
  experience: 'Experience',
  box: 'Box',
  value_voucher: 'ValueVoucher',
  gift_wrap: 'GiftWrap',
} as const;

/** The four kinds of product, in the lower-case spelling. */
export type ProductKind = keyof typeof OTHER_SPELLING;

/** Product types, in both spellings the shop's systems use (spec point 3). */
export type ProductType = ProductKind | (typeof OTHER_SPELLING)[ProductKind];

const KINDS = Object.keys(OTHER_SPELLING) as ProductKind[];

/** Every product type: the four kinds in the lower-case spelling, then in the other one. */
export const PRODUCT_TYPES: readonly ProductType[] = [...KINDS, ...KINDS.map((kind) => OTHER_SPELLING[kind])];

/** True for a product type this version knows. */
export const isProductType = (type: unknown): type is ProductType => isKnownValue(PRODUCT_TYPES, type);

const KIND_BY_TYPE = new Map<ProductType, ProductKind>(
  KINDS.flatMap((kind) => [
    [kind, kind],
    [OTHER_SPELLING[kind], kind],
  ]),
);

/** The product variants used in tracking. */
export type TrackingVariant =
  'experience_voucher' | 'experience_ticket' | 'box' | 'value_voucher' | 'gift_wrap';

/** The price categories of spec point 3. */
export type PriceCategory = 'regular' | 'special' | 'friends_discount';

/**
 * The kind of a product type, whichever of the two spellings it uses ('ValueVoucher' is 'value_voucher');
 * `null` for a type this version does not know (or none): such an item shows with a neutral label, counts
 * as no kind in the rules and takes no discount.
 */
export function productKind(type: ProductType): ProductKind;
export function productKind(type: OpenValue<ProductType> | null | undefined): ProductKind | null;
export function productKind(type: OpenValue<ProductType> | null | undefined): ProductKind | null {
  return isProductType(type) ? (KIND_BY_TYPE.get(type) ?? null) : null;
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
