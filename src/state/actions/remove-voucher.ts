import { atom } from 'jotai';
import { removeVoucher } from '../../api/index.js';
import { runCartChange, type CartChangeResult } from '../cart-change/run-cart-change.js';

/** Removes an applied value voucher (`POST /api/cart/remove-voucher`); a failure keeps it and says why. */
export const removeVoucherAtom = atom(null, (get, set, voucherId: string): Promise<CartChangeResult> =>
  runCartChange(get, set, {
    name: 'remove-voucher',
    call: (client, signal) => removeVoucher(client, { voucherId }, signal),
  }),
);
