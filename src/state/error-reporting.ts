import { atom, type Getter } from 'jotai';
import { ApiError } from '../api/index.js';
import type { ErrorReporter } from '../telemetry/error-reporter.js';

/** The element's error reporter, set when its store is created; none means reporting is off. */
export const errorReporterAtom = atom<ErrorReporter | null>(null);

/**
 * Whether a failed call says something about our code or the shop's backend rather than the shopper's
 * situation: answers that do not fit the contract, and server errors. Business codes (a rejected discount,
 * an expired voucher) and lost connections are expected and not reported.
 */
export function isUnexpectedFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { failure } = error;
  if (failure.kind === 'invalid-answer') return true;
  if (failure.kind === 'network') return false;
  return (
    failure.status >= 500 && (failure.body.code === undefined || [0, 203, 500].includes(failure.body.code))
  );
}

/** Reports an unexpected cart error (spec point 7); expected ones are only shown. */
export function reportIfUnexpected(get: Getter, error: unknown, call: string): void {
  if (!isUnexpectedFailure(error)) return;
  void get(errorReporterAtom)?.report(error, { call });
}

/** Reports the items an answer carried beyond the bounds (left out of the cart on screen). */
export function reportLeftOutItems(get: Getter, cart: object, call: string): void {
  const leftOut = 'leftOutItems' in cart && Array.isArray(cart.leftOutItems) ? cart.leftOutItems : [];
  if (leftOut.length === 0) return;
  const message = `shop-cart: ${call} answered items beyond the bounds, left out: ${leftOut.join(', ')}`;
  console.warn(message);
  void get(errorReporterAtom)?.report(new Error(message), { call });
}
