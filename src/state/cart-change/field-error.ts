import type { Getter } from 'jotai';
import { ApiError } from '../../api/index.js';
import type * as CodeEntryRules from '../../domain/code-entry-errors.js';
import type { FieldErrorHint, FieldErrorMeaning } from '../../domain/code-entry-errors.js';
import { loadChunk, type ApiErrorBody } from '../../domain/index.js';
import {
  CONNECTION_ERROR_KEY,
  FIELD_HINT_KEYS,
  GENERIC_ERROR_KEY,
  INVALID_ANSWER_KEY,
} from '../../domain/message-keys.js';
import type { Message } from '../messages/message.js';
import { resolveMessage } from '../messages/messages.js';

export type { FieldErrorHint } from '../../domain/code-entry-errors.js';

/** A failed call's message for the form field whose value was sent (a code, a loyalty number). */
export interface FieldError {
  message: Message;
  /** The server's own words, when the rule says they are shown (discount errors). */
  serverMessage?: string;
  hint?: FieldErrorHint;
}

type Meaning = (body: ApiErrorBody) => FieldErrorMeaning;

/**
 * The field's message for a failed call: connection and answer errors need no more code; a refused value
 * loads the error-code map and its texts (lazy chunks) and reads the answer with `meaning`.
 */
export async function fieldErrorFor(
  get: Getter,
  error: unknown,
  pickMeaning: (rules: typeof CodeEntryRules) => Meaning,
): Promise<FieldError> {
  if (!(error instanceof ApiError)) return { message: { key: GENERIC_ERROR_KEY } };
  const { failure } = error;
  if (failure.kind === 'network') return { message: { key: CONNECTION_ERROR_KEY } };
  if (failure.kind === 'invalid-answer') return { message: { key: INVALID_ANSWER_KEY } };
  try {
    const rules = await loadChunk(() => import('../../domain/code-entry-errors.js'));
    const meaning = pickMeaning(rules)(failure.body);
    const message = await resolveMessage(get, { key: meaning.key });
    if (message.key !== meaning.key) return { message };
    // Hints have texts of their own in the same lazy part of the catalogue.
    if (meaning.hint === 'hotline' || meaning.hint === 'shopLink') {
      await resolveMessage(get, { key: FIELD_HINT_KEYS[meaning.hint] });
    }
    return {
      message,
      ...(meaning.serverMessage ? { serverMessage: meaning.serverMessage } : {}),
      ...(meaning.hint ? { hint: meaning.hint } : {}),
    };
  } catch {
    return { message: { key: GENERIC_ERROR_KEY } };
  }
}
