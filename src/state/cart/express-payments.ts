import { atom } from 'jotai';
import type { AvailabilityStatus, ExpressFailure, ExpressPaymentType } from '../../domain/payments/index.js';
import type { Message } from '../messages/message.js';

/**
 * Why an express type is not offered: its provider script did not load (or timed out), the device has
 * no such wallet, the server said no, or the availability call failed.
 */
export type UnavailableReason = 'script' | 'device' | 'server' | 'check-failed';

/** The availability of one express type (spec point 4): not started, pending, done. */
export interface ExpressAvailability {
  status: AvailabilityStatus;
  available: boolean;
  reason?: UnavailableReason;
}

/**
 * What is known of each configured express type; types without an entry are not configured. Tracking
 * reads it to name the payment methods that are unavailable.
 */
export const expressAvailabilityAtom = atom<Partial<Record<ExpressPaymentType, ExpressAvailability>>>({});

/**
 * True while the express area shows at least one payment button: only then does the sticky bar offer
 * its express button (cart.stickyBar.toExpress, spec point 2).
 */
export const expressButtonShownAtom = atom(false);

/**
 * Where the current express flow is:
 * - `started`: the shopper clicked a button (the flow-started event went out);
 * - `approved`: the provider approved; the loading overlay shows and the fragment is busy;
 * - `finished`: the flow-finished event went out and the page goes to the next step;
 * - `cancelled`, `failed`: the flow ended on the cart (a failure carries its message).
 */
export type ExpressFlowPhase = 'idle' | 'started' | 'approved' | 'finished' | 'cancelled' | 'failed';

export interface ExpressFlowState {
  phase: ExpressFlowPhase;
  paymentType: ExpressPaymentType | null;
  /** Rises with every flow, so that listeners tell two flows of the same type apart. */
  flowId: number;
  /** The failure of a `failed` (or `cancelled`) flow. */
  failure: ExpressFailure | null;
  /** What the shopper sees about the failure; null for a quiet end. */
  message: Message | null;
}

export const IDLE_EXPRESS_FLOW: ExpressFlowState = {
  phase: 'idle',
  paymentType: null,
  flowId: 0,
  failure: null,
  message: null,
};

/**
 * The express flow of this element. Tracking subscribes to it (store.sub) to send `add_payment_info` on
 * `started` and to count failures and missing fields; the fragment itself never pushes tracking events
 * from here.
 */
export const expressFlowAtom = atom<ExpressFlowState>(IDLE_EXPRESS_FLOW);

/** True from the click until the flow ends: no second flow starts meanwhile. */
export const expressFlowActiveAtom = atom((get) => {
  const { phase } = get(expressFlowAtom);
  return phase === 'started' || phase === 'approved' || phase === 'finished';
});

/** True once a provider approved: the page shows the loading overlay and is busy until it leaves. */
export const expressProcessingAtom = atom((get) => {
  const { phase } = get(expressFlowAtom);
  return phase === 'approved' || phase === 'finished';
});
