// Answering with the cart: after a change the version rises and one-time parts (changeset) are dropped.
import { calculateCart } from './calculate.js';
import type { Answer } from './router.js';
import type { CartState, StoredItem } from './state.js';
import { notFound } from './http.js';

/** The current cart, unchanged. */
export function cartAnswer(state: CartState): Answer {
  return { status: 200, body: calculateCart(state) };
}

/** Records that the cart changed (`cartVersion` rises) and answers the new cart. */
export function commitCart(state: CartState): Answer {
  state.cartVersion += 1;
  delete state.changeset;
  return cartAnswer(state);
}

/** The item with the id, or 404 (the cart stays unchanged). */
export function findItem(state: CartState, itemId: string): StoredItem {
  const item = state.items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound(`No cart item "${itemId}" in this cart.`);
  return item;
}
