import * as v from 'valibot';

/**
 * A list read tolerantly: entries that do not fit `entry` (an unknown packaging type, a missing title)
 * are left out, so one odd entry degrades that entry only. `null` reads as an empty list.
 */
export function tolerantList<TEntry extends v.GenericSchema>(entry: TEntry) {
  return v.pipe(
    v.nullish(v.array(v.unknown()), []),
    v.transform((entries) =>
      entries.flatMap((candidate) => {
        const parsed = v.safeParse(entry, candidate);
        return parsed.success ? [parsed.output as v.InferOutput<TEntry>] : [];
      }),
    ),
  );
}
