import {
  fromMinorUnits,
  toMinorUnits,
  trackingPackagingType,
  trackingVariant,
  type PriceCategory,
} from '../domain/index.js';
import { friendsDiscountPerUnit, scoringFactorFor, type TrackingLine } from '../domain/tracking/index.js';

/** An item of a GA4 e-commerce event, with the shop's own parameters (price category, scoring factors). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  price: number;
  quantity: number;
  coupon?: string;
  discount?: number;
  index?: number;
  price_category: PriceCategory;
  no_show: number;
  margin: number;
  packaging_type?: string;
}

const CATEGORY_KEYS = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const;

/** The unit price after the line's discount, and that discount (0 when none is known). */
function unitPrice(line: TrackingLine): { price: number; discount: number } {
  const { product } = line.item;
  const price = product.price.gross.amount;
  if (line.priceCategory === 'friends_discount') {
    const discount = friendsDiscountPerUnit(price);
    return { price: fromMinorUnits(toMinorUnits(price) - toMinorUnits(discount)), discount };
  }
  const original = product.originalPrice?.gross.amount;
  const reduction = original === undefined ? 0 : toMinorUnits(original) - toMinorUnits(price);
  return { price, discount: reduction > 0 ? fromMinorUnits(reduction) : 0 };
}

/**
 * A tracking line as a GA4 item: id, name (trackingName, else the title), brand, categories from the
 * trackingPath (the first is the main category), variant, unit price after discount and the discount,
 * quantity, coupon, price category and the scoring factors (their defaults when the product has none).
 */
export function ga4Item(line: TrackingLine, brand: string): Ga4Item {
  const { item } = line;
  const { product } = item;
  const { price, discount } = unitPrice(line);
  const { noShow, margin } = scoringFactorFor(item);
  const result: Ga4Item = {
    item_id: product.productId,
    item_name: product.trackingName ?? product.title,
    item_brand: brand,
    price,
    quantity: line.quantity,
    price_category: line.priceCategory,
    no_show: noShow,
    margin,
  };
  (product.trackingPath ?? []).slice(0, CATEGORY_KEYS.length).forEach((category, index) => {
    const key = CATEGORY_KEYS[index];
    if (key) result[key] = category;
  });
  const variant = trackingVariant(item);
  if (variant) result.item_variant = variant;
  const coupon = item.discount?.coupon?.code;
  if (coupon) result.coupon = coupon;
  if (discount > 0) result.discount = discount;
  if (item.selectedPackaging) result.packaging_type = trackingPackagingType(item.selectedPackaging.type);
  return result;
}

/** The lines as GA4 items. */
export const ga4Items = (lines: readonly TrackingLine[], brand: string): Ga4Item[] =>
  lines.map((line) => ga4Item(line, brand));

/** The value of items: the sum of price times quantity, to the cent. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return fromMinorUnits(items.reduce((sum, item) => sum + toMinorUnits(item.price) * item.quantity, 0));
}
