import type { Getter } from 'jotai';
import { ApiError } from '../../api/index.js';
import type { Message } from '../message.js';
import { resolveMessage } from '../messages.js';
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
  try {
    const { messageKeyForApiError } = await loadChunk(() => import('../../domain/errors.js'));
    return await resolveMessage(get, { key: messageKeyForApiError(failure.body) });
  } catch {
    return GENERIC;
  }
}

export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'network';
}
