// The payment types of spec point 3, for checking what a call names.
import type { PaymentType } from '../../src/domain/index.js';

// A record, so that the compiler insists on every payment type.
const ALL: Record<PaymentType, true> = {
  invoice: true,
  valueVoucher: true,
  stripeCreditCard: true,
  stripeGooglePay: true,
  stripeApplePay: true,
  paypal: true,
  amazonPay: true,
  sofort: true,
  stripeKlarna: true,
  stripeGooglePayExpress: true,
  stripeApplePayExpress: true,
  paypalExpress: true,
  amazonPayExpress: true,
};

export const PAYMENT_TYPES = Object.keys(ALL) as PaymentType[];

/** A payment type from a path or body: the id itself, or written in kebab case ('amazon-pay'). */
export function readPaymentType(value: unknown): PaymentType | undefined {
  if (typeof value !== 'string') return undefined;
  const camel = value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return (PAYMENT_TYPES as string[]).includes(camel) ? (camel as PaymentType) : undefined;
}
