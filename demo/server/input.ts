// Reading request bodies safely: every field is checked for presence and type before the state changes.
import { ApiError, badField } from './http.js';

export type JsonObject = Record<string, unknown>;

/** The body as a JSON object; anything else (missing, array, number...) is refused with 400. */
export function objectBody(body: unknown): JsonObject {
  if (body === undefined) {
    throw new ApiError(400, { key: 'MISSING_BODY', message: 'A JSON object body is required.' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, { key: 'INVALID_BODY', message: 'The request body must be a JSON object.' });
  }
  return body as JsonObject;
}

/** The body as a JSON object, or an empty object when there is none (calls without payload). */
export function optionalObjectBody(body: unknown): JsonObject {
  return body === undefined ? {} : objectBody(body);
}

/** A required non-empty string field. */
export function requiredString(body: JsonObject, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) throw badField(field, 'required');
  if (typeof value !== 'string') throw badField(field, 'notAString');
  if (value.trim() === '') throw badField(field, 'required');
  return value;
}

/** An optional string field: `undefined` when absent or null, 400 when of another type. */
export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badField(field, 'notAString');
  return value;
}

/** An optional boolean field. */
export function optionalBoolean(body: JsonObject, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badField(field, 'notABoolean');
  return value;
}

/** An optional number field (finite). */
export function optionalNumber(body: JsonObject, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badField(field, 'notANumber');
  return value;
}

/** An optional field that must be one of `choices`. */
export function optionalChoice<T extends string>(
  body: JsonObject,
  field: string,
  choices: readonly T[],
): T | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw badField(field, 'unknownValue', `Field "${field}" must be one of: ${choices.join(', ')}.`);
  }
  return value as T;
}

/** A required field that must be one of `choices`. */
export function requiredChoice<T extends string>(body: JsonObject, field: string, choices: readonly T[]): T {
  const value = optionalChoice(body, field, choices);
  if (value === undefined) throw badField(field, 'required');
  return value;
}
