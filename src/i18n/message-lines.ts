import { HOTLINE_KEY, needsHotline } from '../domain/message-keys.js';
import type { MessageKey } from './message-key.js';
import type { Translate } from './use-t.js';

/**
 * The one way a message is said: its text, and after the generic error the hotline amendment (spec
 * point 8). Every place that shows an error message (notices, item errors, the shipping section, field
 * errors, snackbars, the express area) takes its lines from here.
 */
export function messageLines(
  t: Translate,
  message: { key: MessageKey; params?: Record<string, unknown> | undefined },
): string[] {
  const text = t(message.key, message.params);
  return needsHotline(message.key) ? [text, t(HOTLINE_KEY)] : [text];
}
