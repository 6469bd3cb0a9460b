import { atom } from 'jotai';
import { isFreshTabMessage } from '../domain/index.js';
import { cartAtom } from './cart-status.js';
import { refetchCartAtom } from './cart-refetch.js';
import type { CartSyncMessage } from './cart-sync.js';

/** True while the notice 'your cart was updated in another tab' shows (spec point 4). */
export const cartSyncNoticeAtom = atom(false);

/** True when a cart announced elsewhere is newer than the cart on screen (same cart, higher version). */
export function isNewerThanShown(
  announced: { cartId: string; cartVersion: number },
  shown: { cartId: string; cartVersion: number } | null,
): boolean {
  return shown !== null && announced.cartId === shown.cartId && announced.cartVersion > shown.cartVersion;
}

export type CartSyncOutcome = 'synced' | 'ignored';

/**
 * Handles another tab's message: an expired message, one dated in the future, or one not newer than
 * the cart on screen is ignored; a newer one refetches the cart (coalesced with other refetches) and
 * opens the sync notice once the newer cart is on screen. An answer older than the shown cart is never
 * applied (applyCartAtom).
 */
export const receiveCartSyncAtom = atom(
  null,
  async (get, set, message: CartSyncMessage, signal?: AbortSignal): Promise<CartSyncOutcome> => {
    if (!isFreshTabMessage(message.sentAt, Date.now())) return 'ignored';
    const shown = get(cartAtom);
    if (!isNewerThanShown(message, shown)) return 'ignored';
    await set(refetchCartAtom, signal);
    const now = get(cartAtom);
    if (signal?.aborted || !now || now === shown || now.cartVersion < message.cartVersion) return 'ignored';
    set(cartSyncNoticeAtom, true);
    return 'synced';
  },
);
