import { atom } from 'jotai';
import { postCartEvent, type CartEventName } from '../../api/index.js';
import { httpClientAtom } from '../setup/api-client.js';
import { cartAtom } from '../cart/cart-status.js';
import { reportIfUnexpected } from '../setup/error-reporting.js';

/**
 * Posts one of the cart's events (spec point 7) with the cart id. An event that fails to arrive never
 * stops the shopper; a server error is reported like any unexpected failure.
 */
export const postCartEventAtom = atom(null, async (get, _set, name: CartEventName): Promise<boolean> => {
  const cartId = get(cartAtom)?.cartId;
  if (!cartId) return false;
  try {
    await postCartEvent(get(httpClientAtom), name, cartId);
    return true;
  } catch (error) {
    reportIfUnexpected(get, error, `event ${name}`);
    return false;
  }
});
