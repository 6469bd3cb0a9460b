// What went wrong in an express flow: the flow's own failures (ExpressFlowError), the failure an error of a
// step means, and the fields a wallet's payer lacks. The providers throw and read these; the flow
// (express-flow.ts) turns them into what the cart shows.
import { ApiError } from '../../api/index.js';
import { messageKeyForErrorKind } from '../../domain/error-kinds.js';
import type { PersonalInformation } from '../../domain/index.js';
import {
  missingPersonalFields,
  thrownExpressFailure,
  type ExpressFailure,
  type ExpressFlowStep,
} from '../../domain/payments/index.js';
import { ScriptLoadError } from './load-script.js';

/**
 * A failure the flow decided on (missing fields, a changed amount, a provider's error), or the failure a
 * step's error means: that error is its `cause`, so that the report names what really went wrong.
 */
export class ExpressFlowError extends Error {
  constructor(
    readonly failure: ExpressFailure,
    options?: { cause?: unknown },
  ) {
    super(`Express payment failed: ${failure.kind}`, options);
    this.name = 'ExpressFlowError';
  }
}

/**
 * Which step failed: a failed session creation reads differently from a failed validation, a provider
 * script that throws differently from the flow's own code (the domain's ExpressFlowStep).
 */
export type FlowStep = ExpressFlowStep;

const AMOUNT_MISMATCH_KEY = 'AMOUNT_MISMATCH';

/**
 * The failure behind an error of a step: the flow's own decision, the server's answer, a provider script
 * that did not come, or else what an error thrown in that step means (the domain's map). Of an answer, its
 * key comes first, as for a failed cart change: the amount mismatch, then a named error kind without a
 * code (the external, general address or unknown error: the domain's rule, error-kinds.ts), then its code.
 */
export function failureOf(error: unknown, step: FlowStep): ExpressFailure {
  if (error instanceof ExpressFlowError) return error.failure;
  if (error instanceof ScriptLoadError) return { kind: 'unavailable' };
  if (!(error instanceof ApiError)) return thrownExpressFailure(step);
  const { failure } = error;
  if (failure.kind === 'network') return { kind: 'network' };
  if (failure.kind === 'invalid-answer')
    return step === 'session' ? { kind: 'session' } : { kind: 'provider' };
  if (failure.body.key === AMOUNT_MISMATCH_KEY) return { kind: 'amountMismatch' };
  const { code, fields } = failure.body;
  const errorKind = messageKeyForErrorKind(failure.body.key);
  if (step === 'validation' && code === 606 && !errorKind) {
    const named = Object.keys(fields ?? {});
    if (named.length > 0) return { kind: 'missingFields', fields: named };
  }
  const answered = { ...(code === undefined ? {} : { code }), ...(errorKind ? { errorKind } : {}) };
  return step === 'session' ? { kind: 'session', ...answered } : { kind: 'server', ...answered };
}

/** The fields a wallet's payer lacks for a card-wallet payment (e-mail and billing address), if any. */
export function walletMissingFields(info: PersonalInformation): string[] {
  return missingPersonalFields(info).filter(
    (field) => field === 'email' || field.startsWith('billingAddress.'),
  );
}
