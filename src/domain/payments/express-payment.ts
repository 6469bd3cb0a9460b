// The rules of the express payment buttons (spec points 4, 5, 8 and 9): which types there are, which
// provider each belongs to, when the area offers them, what amount a provider is given, and which message
// a failed flow shows.
import { parseErrorCode } from '../error-codes.js';
import type { ExpressProvider } from './express-providers.js';
import { toMinorUnits } from '../money.js';
import type { PaymentType } from './payment.js';
import { isShippingMethod } from '../shipping.js';
import type { Cart, Money } from '../types/index.js';

/** The express payment types, in the order their buttons show. */
export const EXPRESS_PAYMENT_TYPES = [
  'stripeApplePayExpress',
  'stripeGooglePayExpress',
  'paypalExpress',
  'amazonPayExpress',
] as const satisfies readonly PaymentType[];

export type ExpressPaymentType = (typeof EXPRESS_PAYMENT_TYPES)[number];

/** The provider of an express payment type: both wallets are Stripe's. */
export function expressProviderOf(type: ExpressPaymentType): ExpressProvider {
  if (type === 'paypalExpress') return 'paypal';
  if (type === 'amazonPayExpress') return 'amazonPay';
  return 'stripe';
}

/** What a device's wallet check answered (Stripe's canMakePayment): null when it offers none. */
export interface WalletSupport {
  applePay?: boolean;
  googlePay?: boolean;
}

/** The wallet express type this device offers: Apple Pay before Google Pay, none without a wallet. */
export function walletExpressType(support: WalletSupport | null | undefined): ExpressPaymentType | null {
  if (support?.applePay) return 'stripeApplePayExpress';
  if (support?.googlePay) return 'stripeGooglePayExpress';
  return null;
}

/** True when the cart can be paid at once: it has items and something to pay. */
export function offersExpressPayments(cart: Pick<Cart, 'items' | 'total'>): boolean {
  return cart.items.length > 0 && toMinorUnits(cart.total.gross.amount) > 0;
}

/** The query of an availability check (spec point 7): the total in major units and the shipping method. */
export interface AvailabilityQuery {
  totalAmount: number;
  shippingMethod?: string;
}

/** The availability query for a cart; a shipping method this version does not know is left out. */
export function availabilityQuery(cart: Pick<Cart, 'total' | 'shipping'>): AvailabilityQuery {
  const method = cart.shipping?.method;
  return isShippingMethod(method)
    ? { totalAmount: cart.total.gross.amount, shippingMethod: method }
    : { totalAmount: cart.total.gross.amount };
}

/** Two carts with the same key need no new availability check: the total and the shipping method. */
export function availabilityKey(query: AvailabilityQuery): string {
  return `${toMinorUnits(query.totalAmount)}|${query.shippingMethod ?? ''}`;
}

/** The states of an availability check (spec point 4). */
export type AvailabilityStatus = 'notstarted' | 'pending' | 'done';

/** The amount a wallet is given (spec point 9): minor units and the currency in lower case. */
export function walletAmount(total: Money): { amount: number; currency: string } {
  return { amount: toMinorUnits(total.amount), currency: total.currencyCode.toLowerCase() };
}

/**
 * True when the amount a provider was given (minor units) is the server's current total: a flow starts
 * only then. A provider that was given no amount yet never matches.
 */
export function providerAmountMatches(providerAmount: number | null | undefined, total: Money): boolean {
  return typeof providerAmount === 'number' && providerAmount === toMinorUnits(total.amount);
}

/**
 * Why an express flow did not finish:
 * - `cancelled`: the shopper closed the provider's sheet or window;
 * - `missingFields`: the server's validation found personal information missing or wrong;
 * - `amountMismatch`: the provider's amount is not the server's current total;
 * - `session`: create-payment-session failed (`code` when the server sent one);
 * - `server`: another call failed with a server code (validation, the provider's order);
 * - `network`: no answer;
 * - `provider`: the provider reported an error, or answered what cannot be used.
 */
export type ExpressFailure =
  | { kind: 'cancelled' }
  | { kind: 'missingFields'; fields: readonly string[] }
  | { kind: 'amountMismatch' }
  | { kind: 'session'; code?: number }
  | { kind: 'server'; code?: number }
  | { kind: 'network' }
  | { kind: 'provider' };

/** The server codes whose own message a failed express flow shows (spec point 8). */
const CODES_WITH_OWN_MESSAGE: readonly number[] = [100, 103, 104, 606, 800, 1200];

/** The catalogue keys of the messages of failed express flows that no server code has (spec point 8). */
export type ExpressFailureMessageKey =
  | 'errors.missingFields'
  | 'payment.errors.sessionFailed'
  | 'payment.errors.connection'
  | 'payment.errors.paypalExpress'
  | 'payment.errors.express';

/**
 * What a failed flow shows: a message of its own, the message of a server code (the domain's error map,
 * `messageKeyForError`, a lazy chunk), or nothing.
 */
export type ExpressFailureMessage = { key: ExpressFailureMessageKey } | { code: number } | null;

/** The generic express error (spec point 8). */
export const GENERIC_EXPRESS_FAILURE = { key: 'payment.errors.express' } as const satisfies {
  key: ExpressFailureMessageKey;
};

const ownCode = (code: number | undefined): number | null => {
  const parsed = parseErrorCode(code);
  return parsed !== null && CODES_WITH_OWN_MESSAGE.includes(parsed) ? parsed : null;
};

/**
 * What the shopper sees after a failed flow (spec point 8); nothing for a cancel or a refreshed amount.
 * Server codes with a message of their own (100, 103, 104, 606, 800, 1200) show it; a failed session
 * creation otherwise says so; the rest is the generic PayPal express error or the generic express error.
 */
export function expressFailureMessage(
  failure: ExpressFailure,
  provider: ExpressProvider,
): ExpressFailureMessage {
  switch (failure.kind) {
    case 'cancelled':
    case 'amountMismatch':
      return null;
    case 'missingFields':
      return { key: 'errors.missingFields' };
    case 'network':
      return { key: 'payment.errors.connection' };
    case 'session':
    case 'server': {
      const code = ownCode(failure.code);
      if (code !== null) return { code };
      if (failure.kind === 'session') return { key: 'payment.errors.sessionFailed' };
      break;
    }
    case 'provider':
      break;
  }
  return provider === 'paypal' ? { key: 'payment.errors.paypalExpress' } : GENERIC_EXPRESS_FAILURE;
}

/** True for failures that are the shopper's doing or the shop's known answers: not reported as errors. */
export function isExpectedExpressFailure(failure: ExpressFailure): boolean {
  if (failure.kind === 'cancelled' || failure.kind === 'missingFields' || failure.kind === 'amountMismatch')
    return true;
  if (failure.kind === 'session' || failure.kind === 'server') return ownCode(failure.code) !== null;
  return failure.kind === 'network';
}
