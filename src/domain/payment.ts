import type { PaymentType } from './types/index.js';

/** The payment types of spec point 3, express variants included. */
export const PAYMENT_TYPES: readonly PaymentType[] = [
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
];

/** True for the express variants (Google Pay, Apple Pay, PayPal and Amazon Pay). */
export function isExpressPaymentType(type: PaymentType): boolean {
  return type.endsWith('Express');
}

/** The payment type without its express variant: 'paypalExpress' is 'paypal'. */
export function basePaymentType(type: PaymentType): PaymentType {
  return (isExpressPaymentType(type) ? type.slice(0, -'Express'.length) : type) as PaymentType;
}

/** True when stored personal information is cleared on cart load: the selected payment is Amazon Pay. */
export function clearsStoredPersonalInfo(selected: PaymentType | null | undefined): boolean {
  return selected !== null && selected !== undefined && basePaymentType(selected) === 'amazonPay';
}
