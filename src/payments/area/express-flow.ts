// One express flow from the click to the next step, the same for every provider: the checks at the click,
// the flow events, the server's validation, the payment session, what is kept for the next step, the
// loading overlay, and what a failure shows. The providers call these steps in their own order.
import {
  ApiError,
  createPaymentSession,
  postExpressFlowEvent,
  validatePersonalInformation,
  type HttpClient,
  type PaymentSession,
} from '../../api/index.js';
import { toMinorUnits, type Cart, type PersonalInformation } from '../../domain/index.js';
import {
  expressFailureMessage,
  GENERIC_EXPRESS_FAILURE,
  expressProviderOf,
  isExpectedExpressFailure,
  missingPersonalFields,
  thrownExpressFailure,
  offersExpressPayments,
  providerAmountMatches,
  type ExpressFailure,
  type ExpressFailureMessage,
  type ExpressFlowStep,
  type ExpressPaymentType,
} from '../../domain/payments/index.js';
import {
  cartAtom,
  cartBusyAtom,
  errorReporterAtom,
  expressFlowActiveAtom,
  expressFlowAtom,
  httpClientAtom,
  loadCartAtom,
  messageForErrorCode,
  messageLoaderAtom,
  resolveMessage,
  type CartStore,
  type Message,
} from '../../state/index.js';
import { storeCheckoutSession, storePersonalInfo } from '../../storage/index.js';
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
 * How long the flow's next call waits for the flow-started event, so that the server sees them in order;
 * a slow event never holds the shopper up longer.
 */
export const EVENT_WAIT_MS = 1000;

/** Resolves when `promise` settles or `ms` passed, whichever is first. */
function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The failure behind an error of a step: the flow's own decision, the server's answer, a provider script
 * that did not come, or else what an error thrown in that step means (the domain's map).
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
  if (step === 'validation' && code === 606) {
    const named = Object.keys(fields ?? {});
    if (named.length > 0) return { kind: 'missingFields', fields: named };
  }
  if (step === 'session') return code === undefined ? { kind: 'session' } : { kind: 'session', code };
  return code === undefined ? { kind: 'server' } : { kind: 'server', code };
}

export interface ExpressFlow {
  readonly paymentType: ExpressPaymentType;
  readonly client: HttpClient;
  /** Rejects with an ExpressFlowError when the cart changed since the click. */
  approve(): void;
  /** The server's validation of the personal information; missing fields fail the flow with their names. */
  validate(info: PersonalInformation): Promise<void>;
  /** create-payment-session for this type; its ids are kept in session storage for the next step. */
  createSession(): Promise<PaymentSession>;
  /** Runs another call of the flow (after the started event); its failure becomes the flow's failure. */
  run<T>(step: FlowStep, call: () => Promise<T>): Promise<T>;
  /**
   * Keeps the personal information, sends the flow-finished event and goes to the next step (unless the
   * provider itself leaves the page: `navigate: false`).
   */
  finish(info: PersonalInformation | null, options?: { navigate?: boolean }): void;
  /** Ends the flow on the cart with what the failure shows (nothing for a cancel). */
  fail(error: unknown, step: FlowStep): void;
  cancel(): void;
  /** False once a newer flow started or this one ended. */
  isCurrent(): boolean;
}

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

export interface FlowStarter {
  /**
   * Starts a flow at the click, or refuses: while a cart change is in flight, while another flow runs, or
   * when the provider's amount (minor units; `undefined` for a provider that holds none) is not the
   * server's current total, which also refreshes the cart.
   */
  start(type: ExpressPaymentType, providerAmount?: number | null): ExpressFlow | null;
}

export function createFlowStarter(store: CartStore, nextUrl: string, hooks: FlowHooks = {}): FlowStarter {
  const refresh = () => void store.set(loadCartAtom);

  /** The message with its text there; a server code's message comes through the error map (a lazy chunk). */
  const messageOf = async (shown: NonNullable<ExpressFailureMessage>): Promise<Message> => {
    if ('key' in shown) return resolveMessage(store.get, { key: shown.key });
    // Without the error map: the generic express error.
    return (
      (await messageForErrorCode(store.get, shown.code, null)) ??
      resolveMessage(store.get, GENERIC_EXPRESS_FAILURE)
    );
  };

  return {
    start(paymentType, providerAmount) {
      const cart = store.get(cartAtom);
      if (!cart || store.get(cartBusyAtom) || store.get(expressFlowActiveAtom)) return null;
      if (!offersExpressPayments(cart)) return null;
      if (providerAmount !== undefined && !providerAmountMatches(providerAmount, cart.total.gross)) {
        refresh();
        return null;
      }
      const flowId = store.get(expressFlowAtom).flowId + 1;
      const totalAtStart = toMinorUnits(cart.total.gross.amount);
      const client = store.get(httpClientAtom);
      const event = { cartId: cart.cartId, paymentType };
      const isCurrent = () => {
        const state = store.get(expressFlowAtom);
        return state.flowId === flowId && (state.phase === 'started' || state.phase === 'approved');
      };
      store.set(expressFlowAtom, { phase: 'started', paymentType, flowId, failure: null, message: null });
      try {
        hooks.started?.(cart, paymentType);
      } catch (error) {
        void store.get(errorReporterAtom)?.report(error, { call: `express ${paymentType} started hook` });
      }
      // The overlay's text is in the lazy part of the catalogue: there by the time the provider approves.
      void store.get(messageLoaderAtom)?.load('payment.processing');
      // Events are the shop's statistics: a failed one never stops the shopper.
      const started = atMost(
        postExpressFlowEvent(client, 'started', event).catch(() => undefined),
        EVENT_WAIT_MS,
      );

      const end = (failure: ExpressFailure, error: unknown) => {
        if (!isCurrent()) return;
        const phase = failure.kind === 'cancelled' ? 'cancelled' : 'failed';
        store.set(expressFlowAtom, { phase, paymentType, flowId, failure, message: null });
        try {
          hooks.ended?.(paymentType, failure);
        } catch (hookError) {
          void store.get(errorReporterAtom)?.report(hookError, { call: `express ${paymentType} ended hook` });
        }
        if (failure.kind === 'amountMismatch') refresh();
        if (!isExpectedExpressFailure(failure)) {
          void store
            .get(errorReporterAtom)
            ?.report(error, { call: `express ${paymentType}`, failure: failure.kind });
        }
        const shown = expressFailureMessage(failure, expressProviderOf(paymentType));
        if (shown) {
          void messageOf(shown).then((message) => {
            const now = store.get(expressFlowAtom);
            if (now.flowId === flowId) store.set(expressFlowAtom, { ...now, message });
          });
        }
      };

      const step = async <T>(name: FlowStep, call: () => Promise<T>): Promise<T> => {
        await started;
        if (!isCurrent()) throw new ExpressFlowError({ kind: 'cancelled' });
        try {
          return await call();
        } catch (error) {
          throw error instanceof ExpressFlowError
            ? error
            : new ExpressFlowError(failureOf(error, name), { cause: error });
        }
      };

      return {
        paymentType,
        client,
        isCurrent,
        approve() {
          const now = store.get(cartAtom);
          if (!now || toMinorUnits(now.total.gross.amount) !== totalAtStart || store.get(cartBusyAtom)) {
            throw new ExpressFlowError({ kind: 'amountMismatch' });
          }
          if (isCurrent()) store.set(expressFlowAtom, (state) => ({ ...state, phase: 'approved' }));
        },
        validate: (info) =>
          step('validation', async () => {
            await validatePersonalInformation(client, info);
          }),
        createSession: () =>
          step('session', async () => {
            const session = await createPaymentSession(client, { paymentType });
            storeCheckoutSession(session);
            return session;
          }),
        run: step,
        finish(info, { navigate = true } = {}) {
          if (!isCurrent()) return;
          if (info) storePersonalInfo(info);
          store.set(expressFlowAtom, (state) => ({ ...state, phase: 'finished' }));
          // Sent with keepalive: it arrives although the page leaves at once.
          void postExpressFlowEvent(client, 'finished', event).catch(() => undefined);
          if (navigate) window.location.assign(nextUrl);
        },
        fail(error, name) {
          end(error instanceof ExpressFlowError ? error.failure : failureOf(error, name), error);
        },
        cancel() {
          end({ kind: 'cancelled' }, null);
        },
      };
    },
  };
}

/** The fields a wallet's payer lacks for a card-wallet payment (e-mail and billing address), if any. */
export function walletMissingFields(info: PersonalInformation): string[] {
  return missingPersonalFields(info).filter(
    (field) => field === 'email' || field.startsWith('billingAddress.'),
  );
}
