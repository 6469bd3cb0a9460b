import type { Cart, Money } from './types/index.js';
import type { CartMode } from './cart-mode.js';
import { sumMoney, toMinorUnits } from './money.js';

/** Why a value voucher code is refused: nothing entered, or special characters such as / # $. */
export type VoucherCodeError = 'required' | 'specialCharacters';

// Letters, digits, white space and hyphens; anything else (/ # $ ...) is a special character.
const ALLOWED_VOUCHER_CODE = /^[\p{L}\p{N}\s-]+$/u;

/** `null` for a code that can be sent, else why not. */
export function validateVoucherCode(input: string | null | undefined): VoucherCodeError | null {
  const code = (input ?? '').trim();
  if (code === '') return 'required';
  return ALLOWED_VOUCHER_CODE.test(code) ? null : 'specialCharacters';
}

/** The sum the applied value vouchers deduct from the cart. */
export function voucherDeductedTotal(cart: Pick<Cart, 'vouchers' | 'total'>): Money {
  return sumMoney(
    cart.vouchers.map((voucher) => voucher.deductedAtPurchase),
    cart.vouchers[0]?.deductedAtPurchase.currencyCode ?? cart.total.gross.currencyCode,
  );
}

/**
 * True when the leftover value row shows: only in the redemption flow, with vouchers applied and a
 * leftover above 0. The leftover is issued as a new voucher by e-mail.
 */
export function showsLeftover(cart: Pick<Cart, 'vouchers' | 'leftoverTotal'>, mode: CartMode): boolean {
  return (
    mode === 'redemption' &&
    cart.vouchers.length > 0 &&
    cart.leftoverTotal !== undefined &&
    toMinorUnits(cart.leftoverTotal.gross.amount) > 0
  );
}
