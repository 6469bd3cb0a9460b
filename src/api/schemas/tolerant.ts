// The building blocks of a tolerant reader (DESIGN.md section 1): answers are read as real backends write
// them. `null` means absent (readTolerantly drops null members before the schema looks), members the
// schema does not name are dropped (v.object), and a value of a known list that this version does not know
// yet is kept as text for the domain to judge (openList).
import * as v from 'valibot';
import type { OpenValue } from '../../domain/index.js';

/**
 * The JSON with every member whose value is `null` left out, at every depth; elements of arrays stay as
 * they are (a `null` item is still an error). Members are copied as own data properties, so a member named
 * `__proto__` stays a plain member. A value without any `null` member comes back as it is (the schema
 * copies what it keeps anyway), so that a large answer is not copied twice for nothing. `depth` stops
 * the walk that many levels down (the top level's members are at depth 1): below it, parts are left as
 * they are, for schemas of their own.
 */
export function withoutNullMembers(value: unknown, depth = Infinity): unknown {
  // Most answers have no null member at all: one look that allocates nothing, before any copy.
  return hasNullMember(value, depth) ? copyWithoutNullMembers(value, depth) : value;
}

/** Whether `value` has a member that is `null` within `depth` levels. */
function hasNullMember(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object' || depth <= 0) return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      if (hasNullMember(value[index], depth - 1)) return true;
    }
    return false;
  }
  const record = value as Record<string, unknown>;
  // for...in, not Object.keys: no array per object (a long cart has hundreds); own members only.
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const member = record[key];
    if (member === null || hasNullMember(member, depth - 1)) return true;
  }
  return false;
}

function copyWithoutNullMembers(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth <= 0) return value;
  // Plain loops: a long cart with a `null` member (from the API or in the start-up data) passes here whole.
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const read = copyWithoutNullMembers(item, depth - 1);
      if (read !== item) (copy ??= [...value])[index] = read;
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  let copy: [string, unknown][] | null = null;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    const member = record[key];
    const read = member === null ? null : copyWithoutNullMembers(member, depth - 1);
    if (copy === null && read === member && member !== null) continue;
    // The first change: copy the members before it, then go on copying.
    copy ??= keys.slice(0, index).map((earlier) => [earlier, record[earlier]]);
    if (member !== null) copy.push([key, read]);
  }
  return copy === null ? value : Object.fromEntries(copy);
}

/**
 * `schema`, reading every member sent as `null` as if it were left out (what Java, Kotlin, .NET send);
 * only `depth` levels down, where the parts below are read by schemas of their own.
 */
export const readTolerantly = <TSchema extends v.GenericSchema>(schema: TSchema, depth = Infinity) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => withoutNullMembers(value, depth)),
    schema,
  );

/**
 * A value of one of the shop's lists (PACKAGING_TYPES, SHIPPING_METHODS...): whatever text comes. The values this
 * version knows come out typed as the list's values; any other text is a value not known yet, which the
 * domain judges (not offered, neutral label, generic notice) instead of the schema refusing the whole
 * answer. The list names the known values for the type; a strict v.picklist would refuse the newer ones.
 */
export const openList = <const TList extends readonly string[]>(_knownValues: TList) =>
  v.custom<OpenValue<TList[number]>>((input) => typeof input === 'string', 'not a text');
