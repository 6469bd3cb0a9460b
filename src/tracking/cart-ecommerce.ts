import { type Cart, type CartItem } from '../domain/index.js';
import { ownPriceCategory, trackingKey, trackingLines, type TrackingLine } from '../domain/tracking/index.js';
import { ga4Items, itemsValue, type Ga4Item } from './ga4-items.js';

/** The `ecommerce` member of a GA4 event: amounts in major units, the currency of the cart. */
export interface Ecommerce {
  currency: string;
  value: number;
  items: Ga4Item[];
  [parameter: string]: unknown;
}

/** The ecommerce member for tracking lines of a cart: currency, value of the items, cart coupon, items. */
export function ecommerceOf(
  cart: Pick<Cart, 'total' | 'coupon'>,
  lines: readonly TrackingLine[],
  brand: string,
): Ecommerce {
  const items = ga4Items(lines, brand);
  const ecommerce: Ecommerce = { currency: cart.total.gross.currencyCode, value: itemsValue(items), items };
  if (cart.coupon?.code) ecommerce.coupon = cart.coupon.code;
  return ecommerce;
}

/** The ecommerce member for the whole cart (view_cart, begin_checkout, shipping and payment info). */
export const cartEcommerce = (cart: Cart, brand: string): Ecommerce =>
  ecommerceOf(cart, trackingLines(cart.items), brand);

/** One item of the cart with a given quantity, in its own price category (wishlist, item links). */
export function singleItemLine(item: CartItem, quantity: number): TrackingLine {
  return { key: trackingKey(item), item, quantity, priceCategory: ownPriceCategory(item) };
}
