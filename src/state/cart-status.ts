import { atom } from 'jotai';
import { isNewerCartVersion, type Cart } from '../domain/index.js';
import { cartChangesetAtom } from './cart-notices.js';
import { announceConfirmedCart } from './cart-confirmations.js';
import { reportUnknownValuesAtom } from './error-reporting.js';
import { anyItemBusyAtom } from './item-actions.js';

/** A catalogue key for a message, with its parameters. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

/** Where the cart is: loading the first time, on screen, or failed without any cart to show. */
export type CartStatus =
  { status: 'loading' } | { status: 'ready'; cart: Cart } | { status: 'failed'; error: Message };

export const cartStatusAtom = atom<CartStatus>({ status: 'loading' });

/** The cart on screen, if any. */
export const cartAtom = atom((get) => {
  const status = get(cartStatusAtom);
  return status.status === 'ready' ? status.cart : null;
});

/**
 * The newer of a cart held so far and a new answer: the held one only when its version is newer (another
 * cart id means the server replaced the cart: the answer wins).
 */
export function newerCart(held: Cart | null, answer: Cart): Cart {
  return held && isNewerCartVersion(held, answer) ? held : answer;
}

/**
 * Puts a cart on screen unless the one shown is newer (same cart, higher version): an answer that arrives
 * late never replaces a newer cart. Values of known lists that this version does not know are reported
 * once; the cart shows all the same.
 */
export const applyCartAtom = atom(null, (get, set, cart: Cart): boolean => {
  const shown = get(cartAtom);
  if (shown && isNewerCartVersion(shown, cart)) return false;
  set(cartStatusAtom, { status: 'ready', cart });
  if (cart.changeset) set(cartChangesetAtom, cart.changeset);
  void set(reportUnknownValuesAtom, cart);
  announceConfirmedCart(get, shown, cart);
  return true;
});

/** The message of the last failed cart change; the last good cart stays on screen beside it. */
export const cartChangeErrorAtom = atom<Message | null>(null);

/** How many cart calls (changes and their reconciling reload) are in flight. */
export const pendingCartChangesAtom = atom(0);

/** The next-step button is disabled while any cart call is in flight or any item action runs. */
export const cartBusyAtom = atom((get) => get(pendingCartChangesAtom) > 0 || get(anyItemBusyAtom));
