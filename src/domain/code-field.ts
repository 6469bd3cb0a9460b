// What the cart's one code field (discount.label) checks before sending (spec points 1, 5
// and 8). The field takes discount codes and value voucher codes; in the redemption flow it is there for
// value voucher codes, elsewhere nothing in a typed code says which kind it is.
import type { CartMode } from './cart-mode.js';
import { validateDiscountCode } from './discount.js';
import { CODE_REQUIRED_KEY, CODE_SPECIAL_CHARACTERS_KEY, VOUCHER_CODE_REQUIRED_KEY } from './message-keys.js';
import { validateVoucherCode } from './voucher.js';

/** Which kind of code the field takes: value voucher codes only, or either kind. */
export type CodeFieldKind = 'voucher' | 'either';

/** The redemption flow's field is for value voucher codes; the shopping cart's takes either kind. */
export function codeFieldKind(mode: CartMode): CodeFieldKind {
  return mode === 'redemption' ? 'voucher' : 'either';
}

/** Catalogue keys of the checks made before sending. */
export type TypedCodeErrorKey =
  typeof CODE_REQUIRED_KEY | typeof VOUCHER_CODE_REQUIRED_KEY | typeof CODE_SPECIAL_CHARACTERS_KEY;

/**
 * The message for a code that is not sent, or `null`. Empty: the voucher code's text where the field is
 * for voucher codes, else the discount code's. The special-character rule (/ # $ ...) is the value
 * voucher code's: only a voucher field applies it; where the kind is unknown the server decides, so a
 * valid discount code with `_` or `.` is never refused here.
 */
export function typedCodeError(
  input: string | null | undefined,
  kind: CodeFieldKind,
): TypedCodeErrorKey | null {
  if (kind === 'voucher') {
    const problem = validateVoucherCode(input);
    if (problem === 'required') return VOUCHER_CODE_REQUIRED_KEY;
    return problem === 'specialCharacters' ? CODE_SPECIAL_CHARACTERS_KEY : null;
  }
  return validateDiscountCode(input) ? CODE_REQUIRED_KEY : null;
}
