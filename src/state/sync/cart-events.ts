import { atom } from 'jotai';
import { postCartEvent, type CartEventName } from '../../api/index.js';
import { httpClientAtom } from '../setup/api-client.js';
import { cartAtom } from '../cart/cart-status.js';
import { reportIfUnexpected } from '../setup/error-reporting.js';
import { afterNextPaint } from '../cart-change/after-next-paint.js';

/**
 * Posts one of the cart's events (spec point 7) with the cart id, once the frame after the shopper's click
 * has painted (a request costs the main thread several milliseconds on a slow phone: the modal the click
 * opens shows first). An event that fails to arrive never stops the shopper; a server error is reported
 * like any unexpected failure.
 */
export const postCartEventAtom = atom(null, async (get, _set, name: CartEventName): Promise<boolean> => {
  const cartId = get(cartAtom)?.cartId;
  if (!cartId) return false;
  await afterNextPaint();
  try {
    await postCartEvent(get(httpClientAtom), name, cartId);
    return true;
  } catch (error) {
    reportIfUnexpected(get, error, `event ${name}`);
    return false;
  }
});
