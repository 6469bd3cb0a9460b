import { atom } from 'jotai';
import { addCoupon } from '../../api/index.js';
import { normaliseDiscountCode } from '../../domain/index.js';
import { fieldErrorFor, type FieldError } from '../cart-change/field-error.js';
import { runCartChange, type CartChangeResult } from '../cart-change/run-cart-change.js';

/** How a typed code ended: the change's result, and the field's message when it failed. */
export interface CodeEntryOutcome {
  result: CartChangeResult;
  error: FieldError | null;
}

/**
 * Redeems a discount code or a value voucher code (`POST /api/cart/add-coupon`, upper case). A failure
 * keeps the last good cart and is shown under the field, not as the page's notice.
 */
export const addCouponAtom = atom(null, async (get, set, input: string): Promise<CodeEntryOutcome> => {
  let failure: unknown;
  const coupon = normaliseDiscountCode(input);
  const result = await runCartChange(get, set, {
    name: 'add-coupon',
    ownsError: true,
    call: (client, signal) =>
      addCoupon(client, { coupon, referer: window.location.href }, signal).catch((error: unknown) => {
        failure = error;
        throw error;
      }),
  });
  if (result !== 'failed') return { result, error: null };
  return { result, error: await fieldErrorFor(get, failure, (rules) => rules.discountEntryError) };
});
