import {
  basePaymentType,
  isExpressPaymentType,
  isPaymentType,
  PAYMENT_BRAND_NAMES,
  type BasePaymentType,
} from '../payments/payment.js';
import type { ExpressFailure } from '../payments/express-payment.js';
import { WISHLIST_TRACKING_NOTICES } from '../wishlist.js';

/**
 * The notification labels the cart tracks (spec points 4 and 8). They go to the data layer as they are,
 * for the shop's analysts, and are never shown to the shopper.
 */
export const TRACKING_NOTIFICATIONS = {
  ...WISHLIST_TRACKING_NOTICES,
  emptyCart: 'Error - Empty cart',
} as const;

/**
 * The name the label gives each payment method (a brand's own name, else the English one); `null` for the
 * ones whose unavailability is not tracked (spec point 8 lists invoice, credit card, Google Pay, Apple Pay,
 * PayPal, Amazon Pay and Sofort).
 */
const UNAVAILABLE_PAYMENT_NAMES: Readonly<Record<BasePaymentType, string | null>> = {
  ...PAYMENT_BRAND_NAMES,
  invoice: 'Invoice',
  stripeCreditCard: 'Credit card',
  valueVoucher: null,
  stripeKlarna: null,
};

/**
 * The label tracked when a payment method (or its express variant) is not available: invoice, credit
 * card, Google Pay, Apple Pay, PayPal, Amazon Pay or Sofort; `null` for the others and unknown types.
 */
export function paymentUnavailableLabel(type: string): string | null {
  if (!isPaymentType(type)) return null;
  const name = UNAVAILABLE_PAYMENT_NAMES[basePaymentType(type)];
  return name ? `Error - Payment method unavailable: ${name}` : null;
}

/** The error string tracked for a payment type this version does not know, naming it and the express flag. */
export function unknownPaymentTypeLabel(method: string, express: boolean): string {
  return `Error - Unknown payment type: ${method} (express: ${String(express)})`;
}

/** What a failed express flow tracks: its label, and the fields the personal information lacks. */
export interface ExpressFailureNotice {
  label: string;
  /** Missing-field tracking (spec point 5): 'email', 'phoneNumber', 'billingAddress.city' ... */
  missingFields?: readonly string[];
}

/**
 * The notification of an express flow that failed (issue 13: every failure is tracked); `null` for a
 * cancel, which is the shopper's choice and no failure. Missing or wrong personal information names the
 * fields (names only, nothing the shopper entered); a server code is part of the label.
 */
export function expressFailureNotice(failure: ExpressFailure): ExpressFailureNotice | null {
  switch (failure.kind) {
    case 'cancelled':
      return null;
    case 'missingFields':
      return { label: 'Error - Missing personal information', missingFields: [...failure.fields] };
    case 'session':
    case 'server':
      return {
        label: `Error - Express payment failed: ${failure.kind}${failure.code === undefined ? '' : ` ${failure.code}`}`,
      };
    default:
      return { label: `Error - Express payment failed: ${failure.kind}` };
  }
}

/** Whether a payment type string names an express flow: a known express variant, or 'express' in its name. */
export function looksExpress(method: string): boolean {
  return isPaymentType(method) ? isExpressPaymentType(method) : /express/i.test(method);
}

/** The promotion the friends-discount badge and modal stand for, as view_promotion / select_promotion name it. */
export const FRIENDS_PROMOTION = {
  promotion_id: 'FRIENDS',
  promotion_name: 'Friends discount',
  creative_name: 'friends_discount_badge',
  creative_slot: 'cart_item',
} as const;
