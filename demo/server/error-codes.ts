// Errors with a server error code of spec point 8: the HTTP status each gets and the answer body.
import { KNOWN_ERROR_CODES } from '../../src/domain/errors.js';
import { ApiError } from './http.js';

/** The HTTP status of a server error code: 5xx for the generic and technical ones, else 4xx. */
export function statusForCode(code: number): number {
  if (code === 0 || code === 203 || code === 500) return 500;
  if (code === 1200) return 502;
  if (code === 300) return 409;
  if ((code >= 712 && code <= 715) || code === 717 || code === 718) return 503;
  return 422;
}

/** German server messages, as the shop's backend sends them (the discount field shows them). */
function defaultMessage(code: number): string {
  if (code === 706) return 'Der Mindestbestellwert für diesen Rabattcode ist nicht erreicht.';
  if (code === 716) return 'Die Rabattaktion kann derzeit nicht ausgewertet werden.';
  if (code >= 700 && code <= 711) return 'Dieser Rabattcode ist leider ungültig oder nicht mehr gültig.';
  if (code >= 712 && code <= 718)
    return 'Rabattcodes können aus technischen Gründen gerade nicht eingelöst werden.';
  if (code >= 900 && code <= 920) return 'Der Wertgutschein kann nicht eingelöst werden.';
  return `Server error ${code}.`;
}

/** True for the codes spec point 8 lists (so a demo can only ask for real ones). */
export function isKnownErrorCode(code: number): boolean {
  return KNOWN_ERROR_CODES.includes(code);
}

/** An error answer carrying a server error code. */
export function codedError(
  code: number,
  extra: { message?: string; key?: string; fields?: Record<string, unknown> } = {},
) {
  return new ApiError(statusForCode(code), {
    code,
    message: extra.message ?? defaultMessage(code),
    ...(extra.key ? { key: extra.key } : {}),
    ...(extra.fields ? { fields: extra.fields } : {}),
  });
}
