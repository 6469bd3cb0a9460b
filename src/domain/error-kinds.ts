// The named error kinds of spec point 8 that have no code number (the external error, the general address
// error, the unknown error), by the name an answer's `key` gives them. One rule for every reader: the
// domain's error map for failed cart changes (errors.ts, a lazy chunk) and the express payments' flow
// (src/payments/area/flow-failure.ts). Small on purpose: the express chunk imports it without the map.

/**
 * Each kind with the names backends give it ('EXTERNAL_ERROR', 'externalError', 'external error'), compared
 * in lower case without separators.
 */
const KIND_NAMES = [
  [['external', 'externalerror'], 'errors.external'],
  [['addressinvalid', 'addresserror', 'generaladdresserror'], 'errors.addressInvalid'],
  [['unknown', 'unknownerror'], 'errors.unknown'],
] as const satisfies readonly (readonly [readonly string[], string])[];

/** The catalogue keys of the named error kinds without a code number. */
export type ErrorKindKey = (typeof KIND_NAMES)[number][1];

/** The catalogue key of each name of a named error kind (KIND_NAMES). */
const KIND_KEYS = new Map<string, ErrorKindKey>(
  KIND_NAMES.flatMap(([names, key]) => names.map((name) => [name, key] as const)),
);

/** The catalogue key of a named error kind an answer's `key` gives, or undefined. */
export function messageKeyForErrorKind(key: string | null | undefined): ErrorKindKey | undefined {
  return key ? KIND_KEYS.get(key.toLowerCase().replace(/[^a-z]/g, '')) : undefined;
}
