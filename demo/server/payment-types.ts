// Reading a payment type from a path or body, against the domain's list of spec point 3.
import { PAYMENT_TYPES } from '../../src/domain/payments/index.js';
import type { PaymentType } from '../../src/domain/payments/index.js';

/** A payment type from a path or body: the id itself, or written in kebab case ('amazon-pay'). */
export function readPaymentType(value: unknown): PaymentType | undefined {
  if (typeof value !== 'string') return undefined;
  const camel = value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return PAYMENT_TYPES.find((type) => type === camel);
}
