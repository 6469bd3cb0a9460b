import { atom } from 'jotai';
import { CART_SYNC, isFreshTabMessage, isNewerCartVersion } from '../../domain/index.js';
import { cartAtom } from '../cart/cart-status.js';
import { cartCallsSettledAtom } from '../cart/pending-cart-calls.js';
import { refetchCartAtom } from './cart-refetch.js';
import type { CartSyncMessage } from './cart-sync.js';

/** True while the notice 'your cart was updated in another tab' shows (spec point 4). */
export const cartSyncNoticeAtom = atom(false);

/** How long another tab's message waits for this tab's own cart calls (`CART_SYNC.ownCallsWaitMs`). */
export const ownCallsWaitMsAtom = atom<number>(CART_SYNC.ownCallsWaitMs);

export type CartSyncOutcome = 'synced' | 'ignored';

/**
 * Handles another tab's message: an expired message, one dated in the future, or one not newer than
 * the cart on screen once this tab's own cart calls have settled (or `ownCallsWaitMsAtom` has passed) is
 * ignored; a newer one refetches the cart (coalesced with other refetches) and opens the sync notice once
 * the newer cart is on screen. An answer older than the shown cart is never
 * applied (applyCartAtom).
 */
export const receiveCartSyncAtom = atom(
  null,
  async (get, set, message: CartSyncMessage, signal?: AbortSignal): Promise<CartSyncOutcome> => {
    if (!isFreshTabMessage(message.sentAt, Date.now())) return 'ignored';
    // The message may tell of this tab's own change whose answer is still on its way: another tab refetched
    // after this tab's previous change and passed the newer version on. Compared once this tab's calls
    // have settled, it is not newer than the cart on screen, and no notice says another tab changed it.
    // A call that hangs holds the message up for ownCallsWaitMs at most.
    await set(cartCallsSettledAtom, get(ownCallsWaitMsAtom), signal);
    if (signal?.aborted) return 'ignored';
    const shown = get(cartAtom);
    if (!isNewerCartVersion(message, shown)) return 'ignored';
    await set(refetchCartAtom, signal);
    const now = get(cartAtom);
    if (signal?.aborted || !now || now === shown || isNewerCartVersion(message, now)) return 'ignored';
    set(cartSyncNoticeAtom, true);
    return 'synced';
  },
);
