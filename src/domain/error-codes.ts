// Server error codes without their messages: small, for start-up duties; the message map is in errors.ts.

/**
 * A server error code as a number: numbers as they are, strings of digits (the URL `error` parameter)
 * parsed, anything else `null`.
 */
export function parseErrorCode(code: number | string | null | undefined): number | null {
  const value = typeof code === 'string' && /^\s*\d+\s*$/.test(code) ? Number(code) : code;
  // A number beyond the safe integers (400 digits read as Infinity) is no code.
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** The server error codes of the generic server error (spec point 8); unknown codes read the same. */
export const GENERIC_ERROR_CODES: readonly number[] = [0, 203, 500];

/** True for a code of the generic server error: 0, 203 or 500. */
export function isGenericErrorCode(code: number | string | null | undefined): boolean {
  const parsed = parseErrorCode(code);
  return parsed !== null && GENERIC_ERROR_CODES.includes(parsed);
}

/** The `key` of an answer to a discount entry by a visitor who is not logged in. */
export const NOT_AUTHENTICATED_KEY = 'User not authenticated';
/** The `key` of an answer when the server-side wishlist is full. */
export const COUNT_EXCEEDED_KEY = 'COUNT_EXCEEDED';

/** True for the error codes that also remove the discount cookies (702 and 716). */
export function clearsDiscountCookies(code: number | string | null | undefined): boolean {
  const parsed = parseErrorCode(code);
  return parsed === 702 || parsed === 716;
}

/**
 * True when the discount cookies are removed on cart load: a coupon is present, or the initial error
 * (the URL `error` parameter) is 702 or 716.
 */
export function discountCookiesClearedOnLoad(
  cart: { coupon?: { code: string } } | null | undefined,
  initialError: number | string | null | undefined,
): boolean {
  return Boolean(cart?.coupon?.code) || clearsDiscountCookies(initialError);
}
