// Building blocks for generated answers: each arbitrary yields a `Wire<T>`, the value as a backend might
// write it (`wire`: absent members sent as null, unknown members added, lists left out) together with
// what the tolerant reader must make of it (`model`). Used by the Node parser properties and by the
// browser tests that render generated carts.
import fc from 'fast-check';

/** A value as sent, and the value the reader must read from it. */
export interface Wire<T> {
  model: T;
  wire: unknown;
}

/** The same value on both sides. */
export const same = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Wire<T>> =>
  arbitrary.map((value) => ({ model: value, wire: value }));

/** Sets an own data property, so that a key named `__proto__` stays a plain member (as JSON.parse makes it). */
export function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Texts a backend, an editor or an attacker might send: plain, Unicode, markup, look-alikes of keys. */
export const text = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'Kochkurs Toskana',
        '<img src=x onerror="window.__fuzzXss=1">',
        '<script>window.__fuzzXss=1</script>',
        'javascript:window.__fuzzXss=1',
        '__proto__',
        'constructor',
        'toString',
        '\u202eevil',
        '\u0000',
        'Ä'.repeat(300),
        '{{t}}',
        '$1',
      ),
    },
  );

/** A key a backend might add that the reader does not know (also `__proto__` and friends). */
const unknownKey = (known: readonly string[]): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 8 }),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'newField', 'x-version'),
    )
    .filter((key) => !known.includes(key));

/** Any JSON value (for unknown members: never read, so anything goes). */
export const anyJson = (): fc.Arbitrary<unknown> => fc.jsonValue({ maxDepth: 2 });

type Fields = Record<string, fc.Arbitrary<Wire<unknown>>>;

interface RecordSpec {
  /** Members that must be there. */
  required?: Fields;
  /** Members that may be absent: sent as absent or as `null`. */
  optional?: Fields;
  /**
   * Members the reader fills in when absent (a list read as `[]`, a flag read as `false`): the model
   * always has them; when the model holds the default the wire may leave it out or send `null`.
   */
  defaulted?: Record<string, { arbitrary: fc.Arbitrary<Wire<unknown>>; empty: unknown }>;
}

const isEmptyLike = (value: unknown, empty: unknown) => JSON.stringify(value) === JSON.stringify(empty);

/** An object as a tolerant reader reads it: unknown members dropped, null members absent. */
export function record<T>(spec: RecordSpec): fc.Arbitrary<Wire<T>> {
  const required = spec.required ?? {};
  const optional = spec.optional ?? {};
  const defaulted = spec.defaulted ?? {};
  const known = [...Object.keys(required), ...Object.keys(optional), ...Object.keys(defaulted)];
  const optionalFields = Object.fromEntries(
    Object.entries(optional).map(([key, arbitrary]) => [
      key,
      fc.oneof(
        { weight: 2, arbitrary: arbitrary.map((pair) => ({ present: true as const, pair })) },
        { weight: 1, arbitrary: fc.constantFrom({ present: false as const, asNull: false }) },
        { weight: 1, arbitrary: fc.constantFrom({ present: false as const, asNull: true }) },
      ),
    ]),
  );
  const defaultedFields = Object.fromEntries(
    Object.entries(defaulted).map(([key, { arbitrary }]) => [
      key,
      fc.record({ pair: arbitrary, spelling: fc.constantFrom('as-is', 'absent', 'null') }),
    ]),
  );
  return fc
    .record({
      required: fc.record(required),
      optional: fc.record(optionalFields),
      defaulted: fc.record(defaultedFields),
      unknown: fc.array(fc.tuple(unknownKey(known), anyJson()), { maxLength: 2 }),
    })
    .map(({ required: req, optional: opt, defaulted: def, unknown }) => {
      const model: Record<string, unknown> = {};
      const wire: Record<string, unknown> = {};
      for (const [key, value] of unknown) put(wire, key, value);
      for (const [key, pair] of Object.entries(req)) {
        put(model, key, pair.model);
        put(wire, key, pair.wire);
      }
      for (const [key, choice] of Object.entries(opt)) {
        if (choice.present) {
          put(model, key, choice.pair.model);
          put(wire, key, choice.pair.wire);
        } else if (choice.asNull) put(wire, key, null);
      }
      for (const [key, { pair, spelling }] of Object.entries(def)) {
        put(model, key, pair.model);
        const empty = defaulted[key]?.empty;
        if (spelling === 'as-is' || !isEmptyLike(pair.model, empty)) put(wire, key, pair.wire);
        else if (spelling === 'null') put(wire, key, null);
      }
      return { model: model as T, wire };
    });
}

/** A list of wire values. */
export const list = <T>(
  item: fc.Arbitrary<Wire<T>>,
  constraints: { minLength?: number; maxLength?: number } = {},
): fc.Arbitrary<Wire<T[]>> =>
  fc
    .array(item, { maxLength: 3, ...constraints })
    .map((pairs) => ({ model: pairs.map((pair) => pair.model), wire: pairs.map((pair) => pair.wire) }));

/** A value of a known list, or a newer one this version does not know (kept as text by openList). */
export const openValue = (known: readonly string[]): fc.Arbitrary<Wire<string>> =>
  same(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('Drone', 'Teleport')) },
    ),
  );

/** Sent through JSON, as every answer is: what a reader really meets. */
export const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
