import { atom, type Getter } from 'jotai';
import type { Cart } from '../../domain/index.js';

/**
 * Where a confirmed cart came from: 'change' is the server's answer to one of this element's own cart
 * changes; 'load' is any other cart (start-up data, the first load, a reload because another element or
 * tab changed the cart, the reload that settles a change of unknown outcome).
 */
export type CartOrigin = 'change' | 'load';

/** A confirmed cart that has just become the shown cart, with the one shown before it. */
export interface CartConfirmation {
  previous: Cart | null;
  cart: Cart;
  origin: CartOrigin;
}

export type CartConfirmationListener = (confirmation: CartConfirmation) => void;

// Answers are told apart by identity: a held-back answer keeps its origin until it is shown.
const ownChangeAnswers = new WeakSet<Cart>();

/** Marks a cart as the server's answer to one of this element's own changes; answers the same cart. */
export function answerOfOwnChange(cart: Cart): Cart {
  ownChangeAnswers.add(cart);
  return cart;
}

/** Who hears of each confirmed cart as it becomes the shown one (tracking); one set per store. */
export const cartConfirmationListenersAtom = atom(() => new Set<CartConfirmationListener>());

/**
 * Tells the listeners that `cart` replaced `previous` on screen, synchronously and in order, so each
 * confirmed cart is heard once. A listener that throws does not stop the cart.
 */
export function announceConfirmedCart(get: Getter, previous: Cart | null, cart: Cart): void {
  const origin: CartOrigin = ownChangeAnswers.has(cart) ? 'change' : 'load';
  for (const listener of get(cartConfirmationListenersAtom)) {
    try {
      listener({ previous, cart, origin });
    } catch (error) {
      console.error('shop-cart: a cart confirmation listener failed', error);
    }
  }
}
