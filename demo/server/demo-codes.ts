// The documented demo inputs: discount codes and value-voucher codes, each valid or giving one server
// error code of spec point 8. demo/README.md lists them.
import type { AppliedCoupon } from './state.js';

/** Valid discount codes (logged-in visitors only). `minEligibleCents`: below it the code gives 706. */
export const VALID_DISCOUNTS: Readonly<Record<string, AppliedCoupon & { minEligibleCents?: number }>> = {
  SOMMER10: { code: 'SOMMER10', campaign: 'Sommeraktion', percent: 10 },
  ERLEBNIS15: { code: 'ERLEBNIS15', campaign: 'Erlebnis-Gutschrift 15 €', fixedCents: 1500 },
  MINDEST500: { code: 'MINDEST500', campaign: 'Ab 500 € Warenwert', percent: 5, minEligibleCents: 50000 },
  // Longer than 16 characters: the cart shows the campaign name instead of the code.
  GEBURTSTAGSUEBERRASCHUNG: { code: 'GEBURTSTAGSUEBERRASCHUNG', campaign: 'Geburtstagsaktion', percent: 20 },
};

/** Readable discount codes that give an error code; also DEMO-700 ... DEMO-718 give that code. */
const DISCOUNT_ERROR_ALIASES: Readonly<Record<string, number>> = {
  ABGELAUFEN: 701,
  ZUWENIG: 706,
  TECHNIK: 712,
  KAMPAGNE: 716,
};

/** The error code a discount code gives, or `undefined` for a code that is not an error demo. */
export function discountErrorCode(code: string): number | undefined {
  const demo = /^DEMO-(7(?:0\d|1[0-8]))$/.exec(code);
  if (demo?.[1]) return Number(demo[1]);
  return DISCOUNT_ERROR_ALIASES[code];
}

/** Codes entered in the discount field that start with this are value-voucher codes. */
export const VOUCHER_PREFIX = 'WG-';

/** Valid value-voucher codes and their balance in minor units. */
export const VALID_VOUCHERS: Readonly<Record<string, number>> = {
  'WG-25': 2500,
  'WG-50': 5000,
  'WG-100': 10000,
  'WG-250': 25000,
};

/** Value-voucher codes that give an error code; any other unknown WG- code gives 904 (not found). */
export const VOUCHER_ERRORS: Readonly<Record<string, number>> = {
  'WG-WAEHRUNG': 900,
  'WG-AUSLAND': 902,
  'WG-ABGELAUFEN': 903,
  'WG-LEER': 905,
  'WG-UNBEZAHLT': 906,
  'WG-GESPERRT': 907,
  'WG-ERSTATTUNG': 908,
  'WG-UNGUELTIG': 910,
};

/**
 * Value-voucher codes refused with a meaning of spec point 8 that has no code number: the answer's `key`
 * names it (amount changed: choose a payment method).
 */
export const VOUCHER_KEYED_ERRORS: Readonly<Record<string, { key: string; message: string }>> = {
  'WG-BETRAG': { key: 'amountChanged', message: 'Der Betrag hat sich geändert.' },
};

/** Reservation of this appointment always fails with code 300 (seed 'taken-appointment'). */
export { TAKEN_APPOINTMENT_ID } from './seeds.js';

/** A PayPal-style order id that does not exist (404). */
export const UNKNOWN_PAYPAL_ORDER = 'PAYPAL-UNKNOWN';
/** A postcode no shipping method delivers to (code 104): the island of Hiddensee. */
export const UNDELIVERABLE_ZIP = '18565';
/** An e-mail the payment provider refuses (code 606). */
export const REFUSED_EMAIL = 'abgelehnt@example.com';
