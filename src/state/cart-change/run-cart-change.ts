import { atom, type Getter, type Setter } from 'jotai';
import type { Cart } from '../../domain/index.js';
import {
  ApiError,
  createChangeSequence,
  fetchCart,
  type HttpClient,
  type CartChangeCall,
  type SequencedOutcome,
} from '../../api/index.js';
import { cartLeavingAtom, httpClientAtom } from '../setup/api-client.js';
import {
  applyCartAtom,
  clearChangeFailureAtom,
  newerCart,
  showChangeFailureAtom,
} from '../cart/cart-status.js';
import { pendingCartChangesAtom } from '../cart/pending-cart-calls.js';
import { answerOfOwnChange } from '../cart/cart-confirmations.js';
import { isOfflineError, messageForFailure } from '../messages/error-message.js';
import { reportIfUnexpected, reportLeftOutItems } from '../setup/error-reporting.js';
import { afterNextPaint } from './after-next-paint.js';
import { markItemsOfflineAtom } from './item-loading.js';

/**
 * 'applied': the server confirmed the change and its cart is on screen (or a newer one is);
 * 'superseded': confirmed, but held back while a newer change is in flight, or the element left the page;
 * 'failed': the change failed (its message shows when no newer change was started after it).
 */
export type CartChangeResult = 'applied' | 'superseded' | 'failed';

/** One cart-changing call. */
export type CartChange = {
  /** The call (one of the API's CART_CHANGE_CALLS), for error reports. */
  name: CartChangeCall;
  call: (client: HttpClient, signal: AbortSignal) => Promise<Cart>;
} & FailurePlace;

/**
 * Where the call's failure shows, as the caller declares it: 'item', at the one item it changes; 'page',
 * as the page's notice; 'field', under the caller's form field (the caller shows it; the page's notice is
 * left as it is). `itemIds`: the items it changes, which show 'Offline' when it finds no connection
 * (busy states: runItemAction).
 */
type FailurePlace =
  | { failureShows: 'item'; itemIds: readonly [string] }
  | { failureShows: 'page' | 'field'; itemIds?: readonly string[] };

/** One sequence per element: every cart change runs to its end; newer ones hold older answers back. */
export const cartChangeSequenceAtom = atom((get) => {
  const leaving = get(cartLeavingAtom);
  return createChangeSequence(() => leaving.controller.signal);
});

/** The newest cart an answer confirmed while a newer change was still in flight; shown once none is. */
export const heldBackCartAtom = atom<Cart | null>(null);

/**
 * Set when a call ended without telling what the server did (no answer, an unreadable answer, a server
 * error): once no call is in flight, one GET /api/cart shows what the server holds.
 */
export const cartOutcomeUnknownAtom = atom(false);

/** A failure after which the server may or may not have carried the change out. */
function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.failure.kind !== 'http' || error.failure.status >= 500;
}

/** Puts the newest confirmed cart on screen: `answer` or one held back, whichever is newer. */
function showNewestConfirmed(get: Getter, set: Setter, answer?: Cart): void {
  const held = get(heldBackCartAtom);
  const newest = answer ? newerCart(held, answer) : held;
  set(heldBackCartAtom, null);
  if (!newest) return;
  reportLeftOutItems(get, newest, 'a cart change');
  set(applyCartAtom, newest);
}

function holdBack(get: Getter, set: Setter, answer: Cart): void {
  set(heldBackCartAtom, newerCart(get(heldBackCartAtom), answer));
}

/** Once no call is in flight and an outcome is unknown: one GET /api/cart, sequenced like a change. */
function reconcileIfNeeded(get: Getter, set: Setter): void {
  if (get(cartChangeSequenceAtom).busy || !get(cartOutcomeUnknownAtom)) return;
  set(cartOutcomeUnknownAtom, false);
  void runSequenced(
    get,
    set,
    (client, signal) => fetchCart(client, signal),
    async (outcome) => {
      if (outcome.status === 'abandoned') return;
      if (outcome.status === 'done') {
        if (outcome.overtaken) holdBack(get, set, outcome.value);
        else showNewestConfirmed(get, set, outcome.value);
        return;
      }
      // A failed reload is not retried by itself (no loop while offline); the next change tries again.
      reportIfUnexpected(get, outcome.error, 'GET /api/cart');
      if (!outcome.overtaken) showNewestConfirmed(get, set);
    },
  );
}

async function runSequenced<R>(
  get: Getter,
  set: Setter,
  call: (client: HttpClient, signal: AbortSignal) => Promise<Cart>,
  settle: (outcome: SequencedOutcome<Cart>) => Promise<R>,
): Promise<R> {
  // Counted from the start to the end of settling, so the next-step button stays disabled throughout.
  set(pendingCartChangesAtom, (n) => n + 1);
  try {
    const client = get(httpClientAtom);
    // Its place in the sequence is taken now, in the order of the shopper's changes; the request goes out
    // once the page has painted what the change shows at once (its busy state). An element that left the
    // page meanwhile sends it no more (the sequence abandons it).
    const outcome = await get(cartChangeSequenceAtom).run(async (signal) => {
      await afterNextPaint();
      if (signal.aborted) throw signal.reason;
      return call(client, signal);
    });
    const result = await settle(outcome);
    reconcileIfNeeded(get, set);
    return result;
  } finally {
    set(pendingCartChangesAtom, (n) => n - 1);
  }
}

/**
 * Runs one cart-changing call. No call is torn down (the server may carry out an aborted one): each runs
 * to its end, and its answer shows only when no newer change is in flight, else it is held back; when the
 * newest change fails or all have ended, the newest confirmed cart shows, and after a call whose outcome
 * is unknown, one GET /api/cart once all have ended. A failure shows its message beside the last good cart.
 */
export function runCartChange(get: Getter, set: Setter, change: CartChange): Promise<CartChangeResult> {
  const itemIds = change.itemIds ?? [];
  // Its answers are marked as this element's own change: tracking counts what they changed, once, when
  // they show (cart-confirmations); the reconciling GET is not marked.
  const call = (client: HttpClient, signal: AbortSignal) =>
    change.call(client, signal).then(answerOfOwnChange);
  return runSequenced(get, set, call, async (outcome): Promise<CartChangeResult> => {
    if (outcome.status === 'abandoned') return 'superseded';
    if (outcome.status === 'done') {
      set(markItemsOfflineAtom, itemIds, false);
      if (outcome.overtaken) {
        holdBack(get, set, outcome.value);
        return 'superseded';
      }
      showNewestConfirmed(get, set, outcome.value);
      if (outcome.newest) set(clearChangeFailureAtom);
      return 'applied';
    }
    const { error } = outcome;
    reportIfUnexpected(get, error, change.name);
    if (outcomeUnknown(error)) set(cartOutcomeUnknownAtom, true);
    if (!outcome.overtaken) showNewestConfirmed(get, set);
    if (outcome.newest && change.failureShows !== 'field') {
      const message = await messageForFailure(get, error);
      // Only while no newer change was started as the message loaded.
      if (get(cartChangeSequenceAtom).latest === outcome.id) {
        set(showChangeFailureAtom, message, change.failureShows === 'item' ? change.itemIds[0] : undefined);
        set(markItemsOfflineAtom, itemIds, isOfflineError(error));
      }
    }
    return 'failed';
  });
}
