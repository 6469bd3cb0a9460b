/**
 * A value of one of the shop's lists (product types, packaging types, shipping methods, payment types,
 * change kinds) as an answer carries it: one this version knows, or a newer one it does not know yet.
 * Answers are read tolerantly (DESIGN.md section 1): such a value is kept as text, and the rule that uses
 * it decides what it means (not offered, a neutral label, the generic notice).
 */
export type OpenValue<Known extends string> = Known | (string & Record<never, never>);

/** True when `value` is one of the values of `list` that this version knows. */
export function isKnownValue<Known extends string>(list: readonly Known[], value: unknown): value is Known {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
