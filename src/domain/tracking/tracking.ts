import type { CartItem, GrossPrice, Money, PaymentVoucher } from '../types/index.js';
import { fromMinorUnits, toMinorUnits } from '../money.js';
import { isTicket } from '../product-kind.js';

/** Default scoring factors of tracking (spec point 9). */
export const TRACKING_DEFAULTS = {
  /** No-show rate of products without their own scoring factor. */
  productNoShow: 0.395,
  /** Margin of products without their own scoring factor. */
  productMargin: 0.3332,
  /** No-show rate of tickets: a booked appointment is taken. */
  ticketNoShow: 0,
  /** Margin of shipping. */
  shippingMargin: 1,
} as const;

type Amount = number | Money;

const centsOf = (value: Amount): number => toMinorUnits(typeof value === 'number' ? value : value.amount);

/** The scoring factor of an item for tracking: its own, else the defaults; tickets have no no-show. */
export function scoringFactorFor(item: Pick<CartItem, 'product' | 'appointment'>): {
  noShow: number;
  margin: number;
} {
  const own = item.product.scoringFactor;
  return {
    noShow: isTicket(item)
      ? TRACKING_DEFAULTS.ticketNoShow
      : (own?.noShow ?? TRACKING_DEFAULTS.productNoShow),
    margin: own?.margin ?? TRACKING_DEFAULTS.productMargin,
  };
}

/** The revenue tracked for a purchase: the amount (or an order's gross total), floored at 0. */
export function purchaseRevenue(value: Amount | { total: GrossPrice }): number {
  const amount = typeof value === 'object' && 'total' in value ? value.total.gross : value;
  return fromMinorUnits(Math.max(0, centsOf(amount)));
}

/**
 * The share of an order paid by vouchers: deducted / (total + deducted); 0 when both are 0.
 */
export function offsetShare(deducted: Amount, total: Amount): number {
  const deductedCents = centsOf(deducted);
  const whole = centsOf(total) + deductedCents;
  return whole === 0 ? 0 : deductedCents / whole;
}

/** The merchandise total of an order: the order total minus the gross shipping price. */
export function merchandiseTotal(orderTotal: Amount, shippingGross: Amount = 0): number {
  return fromMinorUnits(centsOf(orderTotal) - centsOf(shippingGross));
}

/** The gift-box packaging of the items, summed per quantity (price times quantity). */
export function giftBoxPackagingTotal(
  items: readonly Pick<CartItem, 'quantity' | 'selectedPackaging'>[],
): number {
  const cents = items
    .filter((item) => item.selectedPackaging?.type === 'GiftBox')
    .reduce((sum, item) => sum + centsOf(item.selectedPackaging?.price.gross ?? 0) * item.quantity, 0);
  return fromMinorUnits(cents);
}

/** How much of an order value vouchers and experience vouchers paid. */
export function voucherCoverage(paymentVouchers: readonly PaymentVoucher[] | null | undefined): {
  valueVoucher: number;
  experienceVoucher: number;
} {
  let valueCents = 0;
  let experienceCents = 0;
  for (const voucher of paymentVouchers ?? []) {
    const cents = toMinorUnits(voucher.deductedAtPurchase.amount);
    if (voucher.type === 'value_voucher') valueCents += cents;
    else experienceCents += cents;
  }
  return { valueVoucher: fromMinorUnits(valueCents), experienceVoucher: fromMinorUnits(experienceCents) };
}
