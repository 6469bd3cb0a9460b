import type { CartItem } from '../types/index.js';
import { FRIENDS_CODE, FRIENDS_DISCOUNT_PERCENT } from '../discount.js';
import { fromMinorUnits, toMinorUnits } from '../money.js';
import { isTicket, type PriceCategory } from '../product-kind.js';

/**
 * One product of the cart as tracking counts it: the units of one product (and one appointment) in one
 * price category. The friends discount counts all but one voucher of an experience as discounted (spec
 * point 9), so such a product gives two lines: one unit at its own price, the rest at the friends price.
 */
export interface TrackingLine {
  /** The product and appointment the units belong to (see trackingKey). */
  key: string;
  /** The first cart item of that product: its product, appointment and discount describe the line. */
  item: CartItem;
  quantity: number;
  priceCategory: PriceCategory;
}

/**
 * What tracking counts as one product: the product id plus the appointment, so each ticket date is its
 * own, while a server that answers with a new item id for the same product counts no change.
 */
export function trackingKey(item: Pick<CartItem, 'product' | 'appointment'>): string {
  return `${item.product.productId}|${item.appointment?.appointmentId ?? ''}`;
}

/** The price category without the friends discount: 'special' with an original price, else 'regular'. */
export function ownPriceCategory(item: Pick<CartItem, 'product'>): PriceCategory {
  return item.product.originalPrice ? 'special' : 'regular';
}

/**
 * True when the server marked the item with the friends discount (code or campaign FRIENDS); tickets never
 * take it.
 */
export function carriesFriendsDiscount(item: Pick<CartItem, 'discount' | 'appointment'>): boolean {
  const marks = [item.discount?.coupon?.code, item.discount?.campaign];
  return !isTicket(item) && marks.some((mark) => mark?.toUpperCase() === FRIENDS_CODE);
}

/** The friends discount of one unit: 10 percent of its price, rounded to the cent. */
export function friendsDiscountPerUnit(unitAmount: number): number {
  return fromMinorUnits(Math.round((toMinorUnits(unitAmount) * FRIENDS_DISCOUNT_PERCENT) / 100));
}

/**
 * The items as tracking lines, in cart order: items of the same product and appointment add up; the
 * vouchers of an experience the server marked with the friends discount have their first unit in its own
 * category and all others as 'friends_discount'.
 */
export function trackingLines(items: readonly CartItem[]): TrackingLine[] {
  const groups = new Map<string, { item: CartItem; quantity: number; friends: boolean }>();
  for (const item of items) {
    const key = trackingKey(item);
    const group = groups.get(key);
    if (group) {
      group.quantity += item.quantity;
      group.friends ||= carriesFriendsDiscount(item);
    } else {
      groups.set(key, { item, quantity: item.quantity, friends: carriesFriendsDiscount(item) });
    }
  }
  return [...groups].flatMap(([key, { item, quantity, friends }]) => {
    const discounted = friends ? quantity - 1 : 0;
    const lines: TrackingLine[] = [];
    if (quantity > discounted) {
      lines.push({ key, item, quantity: quantity - discounted, priceCategory: ownPriceCategory(item) });
    }
    if (discounted > 0) lines.push({ key, item, quantity: discounted, priceCategory: 'friends_discount' });
    return lines;
  });
}
