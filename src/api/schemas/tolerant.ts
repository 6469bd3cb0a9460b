// The building blocks of a tolerant reader (DESIGN.md section 1): answers are read as real backends write
// them. `null` means absent, members the schema does not name are dropped (v.object), and a value of a
// known list that this version does not know yet is kept as text for the domain to judge.
import * as v from 'valibot';
import type { OpenValue } from '../../domain/index.js';

/** An optional member: absent, `undefined` and `null` all read as absent. */
export const absent = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );

/** An optional member with a value in its place when it is absent or `null` (a list, a flag). */
export const absentAs = <TSchema extends v.GenericSchema>(
  schema: TSchema,
  fallback: () => v.InferOutput<TSchema>,
) => v.nullish(schema, fallback);

/** An optional list: absent or `null` reads as an empty list. */
export const absentList = <TSchema extends v.GenericSchema>(item: TSchema) =>
  v.nullish(v.array(item), (): v.InferOutput<TSchema>[] => []);

/**
 * A value of one of the shop's lists (PACKAGING_TYPES, SHIPPING_METHODS...): the values this version knows,
 * and any other text, which the domain treats as not known yet (not offered, neutral label, generic
 * notice) instead of refusing the whole answer.
 */
export const openList = <const TList extends readonly [string, ...string[]]>(list: TList) =>
  v.union([
    v.picklist(list),
    v.pipe(
      v.string(),
      v.transform((text): OpenValue<TList[number]> => text),
    ),
  ]);
