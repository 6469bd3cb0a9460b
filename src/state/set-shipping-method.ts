import { atom } from 'jotai';
import { setShippingMethod } from '../api/index.js';
import type { ShippingMethodId } from '../domain/index.js';
import { cartChangeErrorAtom, type Message } from './cart-status.js';
import { runCartChangeOnDemand } from './item-cart-change.js';
import type { CartChangeResult } from './run-cart-change.js';

/** The shipping method the shopper chose while the change is in flight, shown instead of the cart's. */
export const requestedShippingMethodAtom = atom<ShippingMethodId | null>(null);

/** Why the last shipping change failed (codes 100, 103, 104 ...), shown in the shipping section. */
export const shippingMethodErrorAtom = atom<Message | null>(null);

/**
 * Sets the cart's shipping method: POST /api/cart/set-shipping-method. The choice shows at once and
 * reverts when the change fails (codes 100, 103 and 104 say why, in the section); the same choice again
 * is ignored.
 */
export const setShippingMethodAtom = atom(
  null,
  async (get, set, method: ShippingMethodId): Promise<CartChangeResult | 'ignored'> => {
    if (get(requestedShippingMethodAtom) === method) return 'ignored';
    set(requestedShippingMethodAtom, method);
    set(shippingMethodErrorAtom, null);
    const result = await runCartChangeOnDemand(get, set, {
      name: 'set-shipping-method',
      call: (client, signal) => setShippingMethod(client, { method }, signal),
    });
    if (result === 'failed') {
      // Said where the shopper chose, not at the top of the page.
      set(shippingMethodErrorAtom, get(cartChangeErrorAtom));
      set(cartChangeErrorAtom, null);
    }
    if (result !== 'superseded' || get(requestedShippingMethodAtom) === method) {
      set(requestedShippingMethodAtom, null);
    }
    return result;
  },
);
