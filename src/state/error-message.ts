import { ApiError } from '../api/index.js';
import { messageKeyForApiError } from '../domain/index.js';
import type { Message } from './cart-status.js';

/** The catalogue message for a failed call (spec point 8). */
export function messageForError(error: unknown): Message {
  if (error instanceof ApiError) {
    switch (error.failure.kind) {
      case 'network':
        return { key: 'errors.connection' };
      case 'invalid-answer':
        return { key: 'errors.invalidAnswer' };
      case 'http':
        return { key: messageKeyForApiError(error.failure.body) };
    }
  }
  return { key: 'errors.generic' };
}

export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'network';
}
