// How an express flow ends without paying: its phase, the hook, the report of an unexpected failure, a
// refreshed cart after a changed amount, and the message the cart shows for the failure.
import {
  expressFailureMessage,
  expressProviderOf,
  GENERIC_EXPRESS_FAILURE,
  isExpectedExpressFailure,
  type ExpressFailure,
  type ExpressFailureMessage,
  type ExpressPaymentType,
} from '../../domain/payments/index.js';
import type { Cart } from '../../domain/index.js';
import {
  errorReporterAtom,
  expressFlowAtom,
  loadCartAtom,
  messageForErrorCode,
  resolveMessage,
  type CartStore,
  type Message,
} from '../../state/index.js';

/**
 * What else happens when a flow starts or ends without paying. This is the one place where the flows are
 * hooked: tracking's `add_payment_info` and its failure notifications go here (wired by
 * ExpressCheckoutArea), and nothing else pushes tracking events for the express payments. A hook that
 * throws is reported and never stops the shopper.
 */
export interface FlowHooks {
  /** The click was accepted: the flow of `paymentType` starts for `cart` (the started event goes out). */
  started?: (cart: Cart, paymentType: ExpressPaymentType) => void;
  /** The flow ended without paying (a cancel included: the hook decides what it counts). */
  ended?: (paymentType: ExpressPaymentType, failure: ExpressFailure) => void;
}

/** The flow that ends: its payment type, its number, and whether it is still the page's current flow. */
export interface EndingFlow {
  readonly paymentType: ExpressPaymentType;
  readonly flowId: number;
  isCurrent(): boolean;
}

/** Ends `flow` with `failure` (the error behind it is reported when the failure was not expected). */
export function endFlow(
  store: CartStore,
  hooks: FlowHooks,
  { paymentType, flowId, isCurrent }: EndingFlow,
  failure: ExpressFailure,
  error: unknown,
): void {
  if (!isCurrent()) return;
  const phase = failure.kind === 'cancelled' ? 'cancelled' : 'failed';
  store.set(expressFlowAtom, { phase, paymentType, flowId, failure, message: null });
  try {
    hooks.ended?.(paymentType, failure);
  } catch (hookError) {
    void store.get(errorReporterAtom)?.report(hookError, { call: `express ${paymentType} ended hook` });
  }
  if (failure.kind === 'amountMismatch') void store.set(loadCartAtom);
  if (!isExpectedExpressFailure(failure)) {
    void store
      .get(errorReporterAtom)
      ?.report(error, { call: `express ${paymentType}`, failure: failure.kind });
  }
  const shown = expressFailureMessage(failure, expressProviderOf(paymentType));
  if (shown) {
    void messageOf(store, shown).then((message) => {
      const now = store.get(expressFlowAtom);
      if (now.flowId === flowId) store.set(expressFlowAtom, { ...now, message });
    });
  }
}

/** The message with its text there; a server code's message comes through the error map (a lazy chunk). */
async function messageOf(store: CartStore, shown: NonNullable<ExpressFailureMessage>): Promise<Message> {
  if ('key' in shown) return resolveMessage(store.get, { key: shown.key });
  // Without the error map: the generic express error.
  return (
    (await messageForErrorCode(store.get, shown.code, null)) ??
    resolveMessage(store.get, GENERIC_EXPRESS_FAILURE)
  );
}
