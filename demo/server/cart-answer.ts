// Answering with the cart: after a change the version rises and one-time parts (changeset) are dropped.
import type { Cart } from '../../src/domain/index.js';
import { calculateCart } from './calculate.js';
import { applyPendingChange } from './changes.js';
import type { Answer } from './router.js';
import type { CartState, StoredItem } from './state.js';
import { notFound } from './http.js';

/** The current cart, unchanged. */
export function cartAnswer(state: CartState): Answer {
  return { status: 200, body: calculateCart(state) };
}

/**
 * The cart as a visit sees it (GET /api/cart, or a page whose start-up data carries the cart): a change
 * armed between visits happens now, and its changeset is news of this one visit only.
 */
export function visitCart(state: CartState): Cart {
  if (!state.pendingChange) return calculateCart(state);
  applyPendingChange(state);
  const cart = calculateCart(state);
  delete state.changeset;
  return cart;
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
