// One express flow from the click to the next step, the same for every provider: the checks at the click,
// the flow events, the server's validation, the payment session, what is kept for the next step, the
// loading overlay, and what a failure shows. The providers call these steps in their own order.
import {
  createPaymentSession,
  postExpressFlowEvent,
  validatePersonalInformation,
  type HttpClient,
  type PaymentSession,
} from '../../api/index.js';
import { toMinorUnits, type PersonalInformation } from '../../domain/index.js';
import {
  offersExpressPayments,
  providerAmountMatches,
  type ExpressFailure,
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
  messageLoaderAtom,
  type CartStore,
} from '../../state/index.js';
import { storeCheckoutSession, storePersonalInfo } from '../../storage/index.js';
import { endFlow, type FlowHooks } from './flow-end.js';
import { ExpressFlowError, failureOf, type FlowStep } from './flow-failure.js';

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

      const flow = { paymentType, flowId, isCurrent };
      const end = (failure: ExpressFailure, error: unknown) => endFlow(store, hooks, flow, failure, error);

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
