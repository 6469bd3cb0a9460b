/**
 * A count of things (cart items, cart versions): a non-negative safe integer. Counts from events,
 * messages and storage are input; `-5`, `NaN`, `Infinity`, `1.5` and `1e21` are not counts.
 */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
