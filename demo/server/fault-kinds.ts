/** The faults the test endpoints and the `x-fault` header can inject into a call. */
export const FAULT_KINDS = [
  'slow',
  'hold',
  '500',
  'not-json',
  'drop',
  'invalid-cart',
  'error',
  'late',
  'lost-answer',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The delay of a 'slow' fault when none is given. */
export const DEFAULT_SLOW_MS = 1500;
/** The longest delay accepted, so a forgotten fault cannot hang a test run. */
export const MAX_DELAY_MS = 60_000;

/**
 * True when an armed path (of a fault or a canned answer) is meant for a call of `path`: the same path,
 * `*` for every call, or a prefix ending in `*` (`/api/payment-methods/paypal/order/*`, for ids the test
 * does not know in advance).
 */
export function armedPathMatches(armed: string, path: string): boolean {
  if (armed === '*' || armed === path) return true;
  return armed.endsWith('*') && path.startsWith(armed.slice(0, -1));
}
