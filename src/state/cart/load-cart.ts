import { atom } from 'jotai';
import { fetchCart } from '../../api/index.js';
import { httpClientAtom } from '../setup/api-client.js';
import { reportIfUnexpected, reportLeftOutItems } from '../setup/error-reporting.js';
import { messageForFailure } from '../messages/error-message.js';
import { applyCartAtom, cartAtom, cartStatusAtom } from './cart-status.js';

/** Loads the cart (GET /api/cart). A failure keeps a cart already on screen. */
export const loadCartAtom = atom(null, async (get, set, signal?: AbortSignal): Promise<void> => {
  try {
    const cart = await fetchCart(get(httpClientAtom), signal);
    reportLeftOutItems(get, cart, 'GET /api/cart');
    set(applyCartAtom, cart);
  } catch (error) {
    if (signal?.aborted) return;
    reportIfUnexpected(get, error, 'GET /api/cart');
    if (!get(cartAtom)) {
      set(cartStatusAtom, { status: 'failed', error: await messageForFailure(get, error) });
    }
  }
});
