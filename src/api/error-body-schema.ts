import * as v from 'valibot';
import type { ApiErrorBody } from '../domain/types/index.js';
import { absent } from './schemas/tolerant.js';

const ErrorBodySchema = v.object({
  code: absent(v.number()),
  message: absent(v.string()),
  key: absent(v.string()),
  fields: absent(
    v.looseObject({
      appointmentIds: absent(v.array(v.string())),
    }),
  ),
});

/** Reads an error answer leniently: whatever does not fit the error shape is dropped. */
export function parseErrorBody(raw: unknown): ApiErrorBody {
  const result = v.safeParse(ErrorBodySchema, raw);
  return result.success ? result.output : {};
}
