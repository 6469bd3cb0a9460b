import {
  COUNT_EXCEEDED_KEY,
  GENERIC_ERROR_CODES,
  NOT_AUTHENTICATED_KEY,
  parseErrorCode,
} from './error-codes.js';
import type { ApiErrorBody } from './types/index.js';

/** Catalogue keys of the messages for server error codes and error kinds (spec point 8). */
export type ErrorMessageKey =
  | 'errors.generic'
  | 'errors.expressShippingInvalidCountry'
  | 'errors.shippingInvalidCountry'
  | 'errors.shippingInvalidZipCode'
  | 'errors.reservationFailed'
  | 'errors.inputValidation'
  | 'discount.errors.rejected'
  | 'discount.errors.tooLittleValue'
  | 'discount.errors.unavailable'
  | 'discount.errors.campaignInvalid'
  | 'discount.errors.notAuthenticated'
  | 'payment.errors.invalidType'
  | 'payment.errors.purchaseFailed'
  | 'vouchers.errors.invalidCurrency'
  | 'vouchers.errors.tenantMismatch'
  | 'vouchers.errors.expired'
  | 'vouchers.errors.notFound'
  | 'vouchers.errors.balanceZero'
  | 'vouchers.errors.notPaid'
  | 'vouchers.errors.blocked'
  | 'vouchers.errors.refundFailed'
  | 'vouchers.errors.invalid'
  | 'vouchers.errors.cartHasVoucherProducts'
  | 'wishlist.full';

/** The key of the generic server error, also used for unknown codes. */
export const GENERIC_ERROR_KEY: ErrorMessageKey = 'errors.generic';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const KEY_BY_CODE = new Map<number, ErrorMessageKey>([
  ...GENERIC_ERROR_CODES.map((code) => [code, 'errors.generic'] as const),
  [100, 'errors.expressShippingInvalidCountry'],
  [103, 'errors.shippingInvalidCountry'],
  [104, 'errors.shippingInvalidZipCode'],
  [300, 'errors.reservationFailed'],
  [606, 'errors.inputValidation'],
  ...[...range(700, 705), ...range(707, 711)].map((code) => [code, 'discount.errors.rejected'] as const),
  [706, 'discount.errors.tooLittleValue'],
  ...[...range(712, 715), 717, 718].map((code) => [code, 'discount.errors.unavailable'] as const),
  [716, 'discount.errors.campaignInvalid'],
  [800, 'payment.errors.invalidType'],
  [900, 'vouchers.errors.invalidCurrency'],
  [902, 'vouchers.errors.tenantMismatch'],
  [903, 'vouchers.errors.expired'],
  [904, 'vouchers.errors.notFound'],
  [905, 'vouchers.errors.balanceZero'],
  [906, 'vouchers.errors.notPaid'],
  [907, 'vouchers.errors.blocked'],
  [908, 'vouchers.errors.refundFailed'],
  [910, 'vouchers.errors.invalid'],
  [920, 'vouchers.errors.cartHasVoucherProducts'],
  [1200, 'payment.errors.purchaseFailed'],
]);

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
 * 'COUNT_EXCEEDED'), then its `code`; anything else gives the generic key.
 */
export function messageKeyForApiError(body: ApiErrorBody | null | undefined): ErrorMessageKey {
  if (body?.key === NOT_AUTHENTICATED_KEY) return 'discount.errors.notAuthenticated';
  if (body?.key === COUNT_EXCEEDED_KEY) return 'wishlist.full';
  return messageKeyForError(body?.code);
}

/** True for the discount codes of spec point 8 (700 to 718). */
export function isDiscountError(code: number | string | null | undefined): boolean {
  return messageKeyForError(code).startsWith('discount.');
}

/** True for the value voucher codes of spec point 8 (900 to 920). */
export function isVoucherError(code: number | string | null | undefined): boolean {
  return messageKeyForError(code).startsWith('vouchers.');
}
