// The rules of the express payment buttons (spec points 4, 5, 8 and 9): which types there are, which
// provider each belongs to, when the area offers them, what amount a provider is given, and which message
// a failed flow shows.
import { parseErrorCode } from '../error-codes.js';
import type { ErrorKindKey } from '../error-kinds.js';
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
 *   both carry `errorKind` when the answer's `key` names a kind of spec point 8 that has no code number
 *   (the external error, the general address error, the unknown error: error-kinds.ts);
 * - `network`: no answer;
 * - `provider`: the provider reported an error, or answered what cannot be used;
 * - `unavailable`: the provider's script failed or was gone at or after the click (a call into it threw);
 * - `unknown`: an unexpected error that fits none of these.
 */
export type ExpressFailure =
  | { kind: 'cancelled' }
  | { kind: 'missingFields'; fields: readonly string[] }
  | { kind: 'amountMismatch' }
  | { kind: 'session'; code?: number; errorKind?: ErrorKindKey }
  | { kind: 'server'; code?: number; errorKind?: ErrorKindKey }
  | { kind: 'network' }
  | { kind: 'provider' }
  | { kind: 'unavailable' }
  | { kind: 'unknown' };

/**
 * The steps of a flow, as they name where an error came from:
 * - `session`, `validation`, `order`: a call to the shop's server (create-payment-session or Amazon Pay's
 *   session, validate-personal-information, PayPal's order);
 * - `provider`: a call into the provider's script (its SDK), or the script itself failing after the click;
 * - `providerError`: the provider's own error report once its window was open (PayPal's onError);
 * - `flow`: the flow's own code between the steps.
 */
export type ExpressFlowStep = 'session' | 'validation' | 'order' | 'provider' | 'providerError' | 'flow';

/**
 * What a thrown error that is neither the server's answer nor a failure the flow decided on means, by the
 * step it came from: a provider script that throws is unavailable, a provider's report is its error, and
 * anything else fits no kind.
 */
const THROWN_IN_STEP: Readonly<Record<ExpressFlowStep, ExpressFailure>> = {
  provider: { kind: 'unavailable' },
  providerError: { kind: 'provider' },
  session: { kind: 'unknown' },
  validation: { kind: 'unknown' },
  order: { kind: 'unknown' },
  flow: { kind: 'unknown' },
};

/** The failure of an error thrown in `step` that no server answer and no decision of the flow explains. */
export function thrownExpressFailure(step: ExpressFlowStep): ExpressFailure {
  return THROWN_IN_STEP[step];
}

/** The server codes whose own message a failed express flow shows (spec point 8). */
const CODES_WITH_OWN_MESSAGE: readonly number[] = [100, 103, 104, 606, 800, 1200];

/**
 * The spec's named error kinds (point 8) that a failed express flow shows, each with its catalogue key.
 * The general address error and the input validation error of the server come as code 606 (its message).
 */
export const EXPRESS_ERROR_MESSAGES = {
  inputValidation: 'errors.missingFields',
  failedPaymentSession: 'payment.errors.sessionFailed',
  connection: 'payment.errors.connection',
  providerUnavailable: 'payment.errors.providerUnavailable',
  unknown: 'payment.errors.unknown',
  genericPaypalExpress: 'payment.errors.paypalExpress',
  genericExpress: 'payment.errors.express',
} as const;

export type ExpressErrorKind = keyof typeof EXPRESS_ERROR_MESSAGES;

/** The catalogue keys of the messages of failed express flows that no server code has (spec point 8). */
export type ExpressFailureMessageKey = (typeof EXPRESS_ERROR_MESSAGES)[ExpressErrorKind];

/**
 * The named kind of each failure: `generic` (the provider's own error report, or a server error without
 * a code or key of its own) is the generic PayPal express error for PayPal, the generic express error
 * otherwise; null shows nothing. A provider's report is not the spec's external error: point 8 gives the
 * express flows the two generic errors as kinds of their own, and the external error's text says an
 * external service does not answer, which a declined card or PayPal's `onError` does not mean. The
 * external error shows where an answer names it (`errorKind`).
 */
const KIND_OF_FAILURE: Readonly<Record<ExpressFailure['kind'], ExpressErrorKind | 'generic' | null>> = {
  cancelled: null,
  amountMismatch: null,
  missingFields: 'inputValidation',
  network: 'connection',
  session: 'failedPaymentSession',
  server: 'generic',
  provider: 'generic',
  unavailable: 'providerUnavailable',
  unknown: 'unknown',
};

/**
 * What a failed flow shows: a message of its own or of the kind the answer named, the message of a server
 * code (the domain's error map, `messageKeyForError`, a lazy chunk), or nothing.
 */
export type ExpressFailureMessage =
  { key: ExpressFailureMessageKey | ErrorKindKey } | { code: number } | null;

/** The generic express error (spec point 8). */
export const GENERIC_EXPRESS_FAILURE = { key: EXPRESS_ERROR_MESSAGES.genericExpress } as const satisfies {
  key: ExpressFailureMessageKey;
};

const ownCode = (code: number | undefined): number | null => {
  const parsed = parseErrorCode(code);
  return parsed !== null && CODES_WITH_OWN_MESSAGE.includes(parsed) ? parsed : null;
};

/** The spec's named kind of a failure for a provider's flow; null for a cancel or a refreshed amount. */
export function expressErrorKind(
  failure: ExpressFailure,
  provider: ExpressProvider,
): ExpressErrorKind | null {
  const kind = KIND_OF_FAILURE[failure.kind];
  if (kind !== 'generic') return kind;
  return provider === 'paypal' ? 'genericPaypalExpress' : 'genericExpress';
}

/**
 * What the shopper sees after a failed flow (spec point 8); nothing for a cancel or a refreshed amount.
 * As for a failed cart change, the answer's key comes before its code: a kind the key names (external,
 * general address, unknown error) shows its text. Server codes with a message of their own (100, 103, 104,
 * 606, 800, 1200) show it; otherwise the message of the failure's named kind (KIND_OF_FAILURE,
 * EXPRESS_ERROR_MESSAGES).
 */
export function expressFailureMessage(
  failure: ExpressFailure,
  provider: ExpressProvider,
): ExpressFailureMessage {
  if (failure.kind === 'session' || failure.kind === 'server') {
    if (failure.errorKind) return { key: failure.errorKind };
    const code = ownCode(failure.code);
    if (code !== null) return { code };
  }
  const kind = expressErrorKind(failure, provider);
  return kind === null ? null : { key: EXPRESS_ERROR_MESSAGES[kind] };
}

/** True for failures that are the shopper's doing or the shop's known answers: not reported as errors. */
export function isExpectedExpressFailure(failure: ExpressFailure): boolean {
  if (failure.kind === 'cancelled' || failure.kind === 'missingFields' || failure.kind === 'amountMismatch')
    return true;
  if (failure.kind === 'session' || failure.kind === 'server') return ownCode(failure.code) !== null;
  return failure.kind === 'network';
}
