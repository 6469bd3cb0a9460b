import type { Cart, CartItem } from './types/index.js';
import { productKind } from './product-kind.js';
import { isTicket } from './product-kind.js';

/** A discount code is displayed only up to this many characters; longer ones show the campaign name. */
export const DISCOUNT_CODE_DISPLAY_MAX = 16;

/** The friends discount code. */
export const FRIENDS_CODE = 'FRIENDS';
/** The friends discount: 10 percent off from the second voucher for the same experience. */
export const FRIENDS_DISCOUNT_PERCENT = 10;

/** The input forced to upper case, without surrounding white space. */
export function normaliseDiscountCode(input: string): string {
  return input.trim().toUpperCase();
}

/** `'required'` when no code was entered, else `null`. */
export function validateDiscountCode(input: string | null | undefined): 'required' | null {
  return normaliseDiscountCode(input ?? '') === '' ? 'required' : null;
}

/**
 * What the cart shows for an applied discount: the code when it has at most 16 characters,
 * otherwise the campaign name ('' when there is none).
 */
export function discountLabel(code: string | null | undefined, campaign: string | null | undefined): string {
  if (code && code.length <= DISCOUNT_CODE_DISPLAY_MAX) return code;
  return campaign ?? '';
}

/**
 * True when a discount can apply to the item: boxes and experiences without an original price only,
 * never value vouchers, gift wrap or already reduced items.
 */
export function isDiscountEligible(item: Pick<CartItem, 'product'>): boolean {
  const kind = productKind(item.product.productType);
  return (kind === 'box' || kind === 'experience') && !item.product.originalPrice;
}

/** Vouchers (not tickets) of the experience in the cart that offer the friends discount. */
function friendsVoucherCount(items: readonly CartItem[], productId: string): number {
  return items
    .filter(
      (item) =>
        item.product.productId === productId &&
        item.product.hasFriendsDiscount === true &&
        productKind(item.product.productType) === 'experience' &&
        !isTicket(item),
    )
    .reduce((count, item) => count + item.quantity, 0);
}

/**
 * True when the friends discount applies to the experience: it offers the discount and the cart holds
 * at least two vouchers of it.
 */
export function friendsDiscountApplies(items: readonly CartItem[], productId: string): boolean {
  return friendsVoucherCount(items, productId) >= 2;
}

/** How many vouchers of the experience count as discounted by the friends discount: all but one. */
export function friendsDiscountedQuantity(items: readonly CartItem[], productId: string): number {
  return Math.max(0, friendsVoucherCount(items, productId) - 1);
}

/** The discount applied to a cart, with the link it offers: a coupon can be deleted, a campaign changed. */
export type AppliedDiscount =
  | { kind: 'coupon'; code: string; label: string; action: 'delete' }
  | { kind: 'campaign'; label: string; action: 'change' };

/** The discount applied to the cart, or `null` when there is none. */
export function appliedDiscount(cart: Pick<Cart, 'coupon' | 'discount'>): AppliedDiscount | null {
  const campaign = cart.discount?.campaign;
  if (cart.coupon?.code) {
    const code = cart.coupon.code;
    return { kind: 'coupon', code, label: discountLabel(code, campaign), action: 'delete' };
  }
  if (campaign) return { kind: 'campaign', label: campaign, action: 'change' };
  return null;
}

/**
 * True when an item's tile carries the friends-discount badge: a voucher (not a ticket) of an experience
 * that offers the friends discount.
 */
export function showsFriendsBadge(item: Pick<CartItem, 'product' | 'appointment'>): boolean {
  return (
    item.product.hasFriendsDiscount === true &&
    productKind(item.product.productType) === 'experience' &&
    !isTicket(item)
  );
}
