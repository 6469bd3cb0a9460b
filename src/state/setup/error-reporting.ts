import { atom, type Getter } from 'jotai';
import { ApiError } from '../../api/index.js';
import { isGenericErrorCode, type Cart } from '../../domain/index.js';
import { loadChunk } from '../../domain/load-chunk.js';
import type { ErrorReporter } from '../../telemetry/error-reporter.js';

/** The element's error reporter, set when its store is created; none means reporting is off. */
export const errorReporterAtom = atom<ErrorReporter | null>(null);

/**
 * Whether a failed call says something about our code or the shop's backend rather than the shopper's
 * situation: answers that do not fit the contract, and server errors. Business codes (a rejected discount,
 * an expired voucher) and lost connections are expected and not reported.
 */
function isUnexpectedFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { failure } = error;
  if (failure.kind === 'invalid-answer') return true;
  if (failure.kind === 'network') return false;
  return failure.status >= 500 && (failure.body.code === undefined || isGenericErrorCode(failure.body.code));
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
  void get(errorReporterAtom)?.reportWarning(message, { call });
}

/** The unknown values this element has reported already ('productType:Voucher2' ...). */
const reportedUnknownValuesAtom = atom<ReadonlySet<string>>(new Set<string>());

/**
 * Reports each value of a known list that this version does not know yet (a new product type, packaging
 * type, shipping method, payment type or change kind) once per element, however many answers carry it:
 * the cart still shows, and the team learns that the backend moved ahead. The search for such values is a
 * lazy chunk, loaded only when reporting is on.
 */
export const reportUnknownValuesAtom = atom(null, async (get, set, cart: Cart): Promise<void> => {
  const reporter = get(errorReporterAtom);
  if (!reporter?.enabled) return;
  // Reporting is a side matter: a chunk that cannot be loaded leaves the values unreported.
  const rules = await loadChunk(() => import('../../domain/unknown-values.js')).catch(() => null);
  if (!rules) return;
  const { unknownValueId, unknownValuesIn } = rules;
  const reported = get(reportedUnknownValuesAtom);
  const fresh = unknownValuesIn(cart).filter((value) => !reported.has(unknownValueId(value)));
  if (fresh.length === 0) return;
  set(reportedUnknownValuesAtom, new Set([...reported, ...fresh.map(unknownValueId)]));
  for (const { list, value } of fresh) {
    void reporter.reportWarning(`shop-cart: unknown ${list} "${value}" in a cart answer`, { list, value });
  }
});
