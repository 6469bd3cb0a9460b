import { isKnownValue, type OpenValue } from '../open-values.js';

/** The payment types of spec point 3, express variants included. */
export const PAYMENT_TYPES = [
  'invoice',
  'valueVoucher',
  'stripeCreditCard',
  'stripeGooglePay',
  'stripeApplePay',
  'paypal',
  'amazonPay',
  'sofort',
  'stripeKlarna',
  'stripeGooglePayExpress',
  'stripeApplePayExpress',
  'paypalExpress',
  'amazonPayExpress',
] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A payment type without its express variant: the ones that have a label of their own. */
export type BasePaymentType = Exclude<PaymentType, `${string}Express`>;

/**
 * The payment types that go by their provider's brand: the same name in every language, on the page (both
 * catalogues) and in the tracked labels.
 */
export const PAYMENT_BRAND_NAMES = {
  stripeGooglePay: 'Google Pay',
  stripeApplePay: 'Apple Pay',
  paypal: 'PayPal',
  amazonPay: 'Amazon Pay',
  sofort: 'Sofort',
  stripeKlarna: 'Klarna',
} as const satisfies Partial<Record<BasePaymentType, string>>;

/** True for a payment type this version knows. */
export const isPaymentType = (type: unknown): type is PaymentType => isKnownValue(PAYMENT_TYPES, type);

/** True for the express variants (Google Pay, Apple Pay, PayPal and Amazon Pay). */
export function isExpressPaymentType(type: PaymentType): boolean {
  return type.endsWith('Express');
}

/** The payment type without its express variant: 'paypalExpress' is 'paypal'. */
export function basePaymentType(type: PaymentType): BasePaymentType {
  return (isExpressPaymentType(type) ? type.slice(0, -'Express'.length) : type) as BasePaymentType;
}

/**
 * True when stored personal information is cleared on cart load: the selected payment is Amazon Pay
 * (or its express variant). A payment type this version does not know clears nothing.
 */
export function clearsStoredPersonalInfo(selected: OpenValue<PaymentType> | null | undefined): boolean {
  return isPaymentType(selected) && basePaymentType(selected) === 'amazonPay';
}
