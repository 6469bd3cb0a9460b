import type { ApiErrorBody } from '../domain/types/index.js';

/**
 * Why a call failed:
 * - `http`: the server answered 4xx/5xx (with the error body when it sent one);
 * - `network`: no answer (offline, connection dropped);
 * - `invalid-answer`: an answer that is not JSON, or JSON of the wrong shape.
 */
export type ApiFailure =
  { kind: 'http'; status: number; body: ApiErrorBody } | { kind: 'network' } | { kind: 'invalid-answer' };

/** A failed call to the shop's API. Aborted calls never become an ApiError. */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure, message: string) {
    super(message);
    this.name = 'ApiError';
    this.failure = failure;
  }

  /** The server error code of spec point 8, when the server sent one. */
  get code(): number | undefined {
    return this.failure.kind === 'http' ? this.failure.body.code : undefined;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
