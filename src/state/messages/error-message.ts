import type { Getter } from 'jotai';
import { ApiError } from '../../api/index.js';
import type { Message } from './message.js';
import { resolveMessage } from './messages.js';
import type * as ErrorMap from '../../domain/errors.js';
import type { ErrorMessageKey } from '../../domain/errors.js';
import { loadChunk } from '../../domain/load-chunk.js';
import { CONNECTION_ERROR_KEY, GENERIC_ERROR_KEY, INVALID_ANSWER_KEY } from '../../domain/message-keys.js';

const GENERIC: Message = { key: GENERIC_ERROR_KEY };

/**
 * The catalogue message for a failed call (spec point 8). The map of server codes and the texts of those
 * messages are a lazy chunk: they load only when a call fails with a code. Connection and answer errors
 * need nothing more, which matters when the connection is gone.
 */
export async function messageForFailure(get: Getter, error: unknown): Promise<Message> {
  if (!(error instanceof ApiError)) return GENERIC;
  const { failure } = error;
  if (failure.kind === 'network') return { key: CONNECTION_ERROR_KEY };
  if (failure.kind === 'invalid-answer') return { key: INVALID_ANSWER_KEY };
  return messageFromErrorMap(get, (map) => map.messageKeyForApiError(failure.body), GENERIC);
}

/**
 * The catalogue message for a server error code (a failed call's, the page's `error` parameter, an
 * express flow's): the one path from the domain's error map to a message. `fallback` when the map or
 * the message's text cannot load.
 */
export function messageForErrorCode<Fallback extends Message | null = Message>(
  get: Getter,
  code: number | string | null | undefined,
  fallback: Fallback = GENERIC as Fallback,
): Promise<Message | Fallback> {
  return messageFromErrorMap(get, (map) => map.messageKeyForError(code), fallback);
}

async function messageFromErrorMap<Fallback extends Message | null>(
  get: Getter,
  keyOf: (map: typeof ErrorMap) => ErrorMessageKey,
  fallback: Fallback,
): Promise<Message | Fallback> {
  try {
    const map = await loadChunk(() => import('../../domain/errors.js'));
    return await resolveMessage(get, { key: keyOf(map) });
  } catch {
    return fallback;
  }
}

export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'network';
}
