import type { Getter, Setter } from 'jotai';
import type { Cart } from '../domain/index.js';
import type { HttpClient } from '../api/index.js';
import { cartChangeRunnerAtom, httpClientAtom } from './api-client.js';
import { applyCartAtom, cartChangeErrorAtom, pendingCartChangesAtom } from './cart-status.js';
import { answerOfOwnChange } from './cart-confirmations.js';
import { isOfflineError, messageForFailure } from './error-message.js';
import { reportIfUnexpected } from './error-reporting.js';
import {
  LOADING_AFTER_MS,
  LONG_LOADING_AFTER_MS,
  setItemLoadingAtom,
  type ItemLoadingState,
} from './item-loading.js';

export type CartChangeResult = 'applied' | 'superseded' | 'failed';

/** What happened to a cart change, reported to whoever wants to react (tracking, reloads). */
export interface CartChange {
  /** The call, for error reports. */
  name: string;
  /** The items whose tiles show the loading states while the change is in flight. */
  itemIds?: readonly string[];
  call: (client: HttpClient, signal: AbortSignal) => Promise<Cart>;
  /** The caller shows a failure itself (under its form field), so the page's error notice is left as it is. */
  ownsError?: boolean;
}

/**
 * Runs one cart-changing call: item loading states, the cart-wide busy flag, cancellation by a newer
 * change, and on failure an error message while the last good cart stays on screen.
 */
export async function runCartChange(get: Getter, set: Setter, change: CartChange): Promise<CartChangeResult> {
  const itemIds = change.itemIds ?? [];
  const mark = (state: ItemLoadingState) => {
    for (const id of itemIds) set(setItemLoadingAtom, id, state);
  };
  mark('Started');
  const timers = [
    setTimeout(() => mark('Loading'), LOADING_AFTER_MS),
    setTimeout(() => mark('LongLoading'), LONG_LOADING_AFTER_MS),
  ];
  set(pendingCartChangesAtom, (n) => n + 1);
  try {
    const client = get(httpClientAtom);
    // Marked as this element's own change, so tracking counts what it changed once (cart-confirmations).
    const outcome = await get(cartChangeRunnerAtom).run((signal) =>
      change.call(client, signal).then(answerOfOwnChange),
    );
    timers.forEach(clearTimeout);
    if (outcome.status === 'superseded') {
      mark('Idle');
      return 'superseded';
    }
    set(applyCartAtom, outcome.value);
    set(cartChangeErrorAtom, null);
    mark('Finished');
    mark('Idle');
    return 'applied';
  } catch (error) {
    timers.forEach(clearTimeout);
    if (!change.ownsError) set(cartChangeErrorAtom, await messageForFailure(get, error));
    reportIfUnexpected(get, error, change.name);
    mark(isOfflineError(error) ? 'Offline' : 'Idle');
    return 'failed';
  } finally {
    set(pendingCartChangesAtom, (n) => n - 1);
  }
}
