import {
  COUNT_EXCEEDED_KEY,
  GENERIC_ERROR_CODES,
  NOT_AUTHENTICATED_KEY,
  parseErrorCode,
} from './error-codes.js';
import { messageKeyForErrorKind, type ErrorKindKey } from './error-kinds.js';
import {
  DISCOUNT_NOT_AUTHENTICATED_KEY,
  GENERIC_ERROR_KEY,
  WISHLIST_FULL_KEY,
  type SharedMessageKey,
} from './message-keys.js';
import type { ApiErrorBody } from './types/index.js';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Server error codes (spec point 8) and the catalogue keys of their messages. */
const CODE_KEYS = [
  [GENERIC_ERROR_CODES, GENERIC_ERROR_KEY],
  [[100], 'errors.expressShippingInvalidCountry'],
  [[103], 'errors.shippingInvalidCountry'],
  [[104], 'errors.shippingInvalidZipCode'],
  [[300], 'errors.reservationFailed'],
  [[606], 'errors.inputValidation'],
  [[...range(700, 705), ...range(707, 711)], 'discount.errors.rejected'],
  [[706], 'discount.errors.tooLittleValue'],
  [[...range(712, 715), 717, 718], 'discount.errors.unavailable'],
  [[716], 'discount.errors.campaignInvalid'],
  [[800], 'payment.errors.invalidType'],
  [[900], 'vouchers.errors.invalidCurrency'],
  [[902], 'vouchers.errors.tenantMismatch'],
  [[903], 'vouchers.errors.expired'],
  [[904], 'vouchers.errors.notFound'],
  [[905], 'vouchers.errors.balanceZero'],
  [[906], 'vouchers.errors.notPaid'],
  [[907], 'vouchers.errors.blocked'],
  [[908], 'vouchers.errors.refundFailed'],
  // One text for 910, typed into the field or given as the page's `error` parameter (spec point 8).
  [[910], 'vouchers.errors.codeInvalid'],
  [[920], 'vouchers.errors.cartHasVoucherProducts'],
  [[1200], 'payment.errors.purchaseFailed'],
] as const satisfies readonly (readonly [readonly number[], string])[];

/** Catalogue keys of the messages for server error codes and error kinds (spec point 8). */
export type ErrorMessageKey = (typeof CODE_KEYS)[number][1] | ErrorKindKey | SharedMessageKey;

const KEY_BY_CODE = new Map<number, ErrorMessageKey>(
  CODE_KEYS.flatMap(([codes, key]) => codes.map((code) => [code, key] as const)),
);

/** Every server error code of spec point 8 that has its own entry (ranges expanded). */
export const KNOWN_ERROR_CODES: readonly number[] = [...KEY_BY_CODE.keys()];

/**
 * The catalogue key of the message for a server error code (spec point 8), also for the URL `error`
 * parameter given as a string. Unknown or missing codes give the generic key.
 */
export function messageKeyForError(code: number | string | null | undefined): ErrorMessageKey {
  const parsed = parseErrorCode(code);
  return (parsed === null ? undefined : KEY_BY_CODE.get(parsed)) ?? GENERIC_ERROR_KEY;
}

/**
 * The catalogue key for a failed call's body: its `key` first ('User not authenticated',
 * 'COUNT_EXCEEDED', a named error kind such as 'EXTERNAL_ERROR', the rule of error-kinds.ts), then its
 * `code`; anything else gives the generic key.
 */
export function messageKeyForApiError(body: ApiErrorBody | null | undefined): ErrorMessageKey {
  if (body?.key === NOT_AUTHENTICATED_KEY) return DISCOUNT_NOT_AUTHENTICATED_KEY;
  if (body?.key === COUNT_EXCEEDED_KEY) return WISHLIST_FULL_KEY;
  return messageKeyForErrorKind(body?.key) ?? messageKeyForError(body?.code);
}

/** True for the discount codes of spec point 8 (700 to 718). */
export function isDiscountError(code: number | string | null | undefined): boolean {
  return messageKeyForError(code).startsWith('discount.');
}

/** True for the value voucher codes of spec point 8 (900 to 920). */
export function isVoucherError(code: number | string | null | undefined): boolean {
  return messageKeyForError(code).startsWith('vouchers.');
}
