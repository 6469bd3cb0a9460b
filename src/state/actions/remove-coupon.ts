import { atom } from 'jotai';
import { removeCoupon } from '../../api/index.js';
import { runCartChange, type CartChangeResult } from '../cart-change/run-cart-change.js';

/** Deletes the applied discount code (`POST /api/cart/remove-coupon`); a failure keeps it and says why. */
export const removeCouponAtom = atom(null, (get, set): Promise<CartChangeResult> =>
  runCartChange(get, set, {
    name: 'remove-coupon',
    call: (client, signal) => removeCoupon(client, signal),
  }),
);
