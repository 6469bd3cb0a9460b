import { atom } from 'jotai';
import { setShippingMethod } from '../../api/index.js';
import type { ShippingMethodId } from '../../domain/index.js';
import type { Message } from '../messages/message.js';
import { messageForFailure } from '../messages/error-message.js';
import { changeAfterPaint } from '../cart-change/after-next-paint.js';
import { runCartChange, type CartChangeResult } from '../cart-change/run-cart-change.js';
import { isNewestChoice, takeChoiceNumber } from '../cart-change/newest-choice.js';

/** The shipping method the shopper chose while the change is in flight, shown instead of the cart's. */
export const requestedShippingMethodAtom = atom<ShippingMethodId | null>(null);

/** Why the last shipping change failed (codes 100, 103, 104 ...), shown in the shipping section. */
export const shippingMethodErrorAtom = atom<Message | null>(null);

/**
 * Sets the cart's shipping method: POST /api/cart/set-shipping-method. The choice shows at once and
 * reverts when the change fails; why it failed (codes 100, 103 and 104 ...) is said in the section, where
 * the shopper chose, not at the top of the page. The same choice again is ignored; a choice that a newer
 * one replaced before the frame that shows it painted is not sent ('replaced').
 */
export const setShippingMethodAtom = atom(
  null,
  async (get, set, method: ShippingMethodId): Promise<CartChangeResult | 'ignored' | 'replaced'> => {
    if (get(requestedShippingMethodAtom) === method) return 'ignored';
    const number = takeChoiceNumber(get, set, 'shipping');
    set(requestedShippingMethodAtom, method);
    set(shippingMethodErrorAtom, null);
    // The choice alone renders in the frame after the shopper's input; the busy state and the call follow.
    await changeAfterPaint(get);
    // A newer choice made before this frame painted replaces this one before it is sent.
    if (!isNewestChoice(get, 'shipping', number)) return 'replaced';
    let failure: unknown;
    const result = await runCartChange(get, set, {
      name: 'set-shipping-method',
      failureShows: 'field',
      call: (client, signal) =>
        setShippingMethod(client, { method }, signal).catch((error: unknown) => {
          failure = error;
          throw error;
        }),
    });
    // Only the newest choice speaks for the section.
    if (!isNewestChoice(get, 'shipping', number)) return result;
    set(requestedShippingMethodAtom, null);
    if (result === 'failed') set(shippingMethodErrorAtom, await messageForFailure(get, failure));
    return result;
  },
);
