import * as v from 'valibot';
import type { ApiErrorBody } from '../domain/types/index.js';
import { readTolerantly } from './schemas/tolerant.js';

const ErrorBodySchema = readTolerantly(
  v.object({
    code: v.optional(v.number()),
    message: v.optional(v.string()),
    key: v.optional(v.string()),
    fields: v.optional(
      v.looseObject({
        appointmentIds: v.optional(v.array(v.string())),
      }),
    ),
  }),
);

/** Reads an error answer leniently: whatever does not fit the error shape is dropped. */
export function parseErrorBody(raw: unknown): ApiErrorBody {
  const result = v.safeParse(ErrorBodySchema, raw);
  return result.success ? result.output : {};
}
