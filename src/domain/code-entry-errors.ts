// What a typed code's failure means for the field it was typed into (spec points 5, 6 and 8). Loaded on
// demand with the error-code map (errors.ts), only when a code was refused.
import { NOT_AUTHENTICATED_KEY, parseErrorCode } from './error-codes.js';
import { isDiscountError, isVoucherError, messageKeyForError, type ErrorMessageKey } from './errors.js';
import {
  CODE_REQUIRED_KEY,
  CODE_SPECIAL_CHARACTERS_KEY,
  DISCOUNT_NOT_AUTHENTICATED_KEY,
} from './message-keys.js';
import type { ApiErrorBody } from './types/index.js';

/** What the field shows besides the message: the hotline hint, the login text, or the shop link. */
export type FieldErrorHint = 'hotline' | 'login' | 'shopLink';

/** Catalogue keys of the messages under a code or number field. */
export type FieldErrorMessageKey =
  | ErrorMessageKey
  | 'vouchers.errors.codeInvalid'
  | 'vouchers.errors.amountChanged'
  | 'vouchers.errors.voucherType'
  | 'loyalty.errors.length'
  | 'loyalty.errors.invalid';

export interface FieldErrorMeaning {
  /** Catalogue key of the message. */
  key: FieldErrorMessageKey;
  /** The server's own words, shown instead of the catalogue text for discount errors (spec point 8). */
  serverMessage?: string;
  hint?: FieldErrorHint;
}

/**
 * The `key`s of a refused typed code that name a meaning: the field check of the value voucher code
 * (special characters), and the two value voucher meanings of spec point 8 that have no code number there
 * (amount changed: choose a payment method; voucher type: a value voucher cannot pay for value vouchers).
 */
const VOUCHER_CODE_KEYS: Readonly<Record<string, FieldErrorMeaning>> = {
  specialCharacters: { key: CODE_SPECIAL_CHARACTERS_KEY },
  amountChanged: { key: 'vouchers.errors.amountChanged' },
  voucherType: { key: 'vouchers.errors.voucherType', hint: 'shopLink' },
};

const meaningOfCode = (body: ApiErrorBody): FieldErrorMeaning => {
  const key: ErrorMessageKey = messageKeyForError(body.code);
  if (isDiscountError(body.code)) {
    const serverMessage = body.message?.trim();
    return { key, hint: 'hotline', ...(serverMessage ? { serverMessage } : {}) };
  }
  if (isVoucherError(body.code)) {
    return parseErrorCode(body.code) === 920 ? { key, hint: 'shopLink' } : { key };
  }
  return { key };
};

/**
 * A refused discount or value voucher code (`add-coupon`): not logged in shows the login text; a discount
 * error (700–718) the server's message (else the code's meaning) with the hotline hint; a value voucher
 * error (900–920) the code's meaning, with the shop link for 920;
 * the keys `amountChanged` and `voucherType` their meanings; anything else the code's message.
 */
export function discountEntryError(body: ApiErrorBody): FieldErrorMeaning {
  if (body.key === NOT_AUTHENTICATED_KEY) return { key: DISCOUNT_NOT_AUTHENTICATED_KEY, hint: 'login' };
  const named =
    body.key && Object.hasOwn(VOUCHER_CODE_KEYS, body.key) ? VOUCHER_CODE_KEYS[body.key] : undefined;
  if (named) return named;
  if (body.fields?.coupon === 'required') return { key: CODE_REQUIRED_KEY };
  return meaningOfCode(body);
}

/** A refused loyalty number (`set-payback-number`): its length or validity, else the code's message. */
export function loyaltyEntryError(body: ApiErrorBody): FieldErrorMeaning {
  if (body.key === 'length') return { key: 'loyalty.errors.length' };
  if (body.key === 'invalid') return { key: 'loyalty.errors.invalid' };
  return { key: messageKeyForError(body.code) };
}
