import { atom, type Getter, type Setter } from 'jotai';
import { isNewerCartVersion, keepUnchangedItems, type Cart } from '../../domain/index.js';
import type { Message } from '../messages/message.js';
import { cartChangesetAtom } from './cart-notices.js';
import { announceConfirmedCart } from './cart-confirmations.js';
import { reportUnknownValuesAtom } from '../setup/error-reporting.js';
import { anyItemBusyAtom } from './item-busy.js';
import { pendingCartChangesAtom } from './pending-cart-calls.js';

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
  // Unchanged items keep their objects: their tiles (memoized) do not render again.
  set(cartStatusAtom, { status: 'ready', cart: keepUnchangedItems(shown, cart) });
  moveErrorOfGoneItem(get, set, cart);
  if (cart.changeset) set(cartChangesetAtom, cart.changeset);
  void set(reportUnknownValuesAtom, cart);
  announceConfirmedCart(get, shown, cart);
  return true;
});

/**
 * The message of the last failed cart change that is not shown at an item (see itemChangeErrorAtom),
 * at the top of the page; the last good cart stays on screen beside it.
 */
export const cartChangeErrorAtom = atom<Message | null>(null);

/** The message of a failed change of one item, shown at that item's tile. */
export interface ItemChangeError {
  itemId: string;
  message: Message;
}

/**
 * The last failed change when it was of one item still in the cart: its message shows at the item's
 * tile, where the shopper acted, not only at the top of the page, out of view far down the list.
 * Cleared with the page's message by the next confirmed or failed change.
 */
export const itemChangeErrorAtom = atom<ItemChangeError | null>(null);

/**
 * Counts the failures whose item left the cart: their message moves to the top of the page and the focus
 * goes there, since the control the shopper used is gone.
 */
export const cartChangeErrorFocusAtom = atom(0);

/** Shows a failure's message: at the item's tile while the item is on screen, else at the top of the page. */
export const showChangeFailureAtom = atom(null, (get, set, message: Message, itemId?: string) => {
  set(cartChangeErrorAtom, itemId === undefined ? message : null);
  set(itemChangeErrorAtom, itemId === undefined ? null : { itemId, message });
  const cart = get(cartAtom);
  if (cart) moveErrorOfGoneItem(get, set, cart);
});

/** Clears the messages of failed changes (a newer change was confirmed). */
export const clearChangeFailureAtom = atom(null, (_get, set) => {
  set(cartChangeErrorAtom, null);
  set(itemChangeErrorAtom, null);
});

function moveErrorOfGoneItem(get: Getter, set: Setter, cart: Cart): void {
  const error = get(itemChangeErrorAtom);
  if (!error || cart.items.some((item) => item.id === error.itemId)) return;
  set(itemChangeErrorAtom, null);
  set(cartChangeErrorAtom, error.message);
  set(cartChangeErrorFocusAtom, (n) => n + 1);
}

/** The next-step button is disabled while any cart call is in flight or any item action runs. */
export const cartBusyAtom = atom((get) => get(pendingCartChangesAtom) > 0 || get(anyItemBusyAtom));
