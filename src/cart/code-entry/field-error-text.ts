import { FIELD_HINT_KEYS } from '../../domain/index.js';
import { messageLines } from '../../i18n/message-lines.js';
import type { Translate } from '../../i18n/use-t.js';
import { type FieldError } from '../../state/index.js';

/**
 * The text under a field for a failed call: the server's words or the catalogue's message, then the hint
 * (hotline, login), and the hotline amendment after the generic error (spec point 8).
 */
export function fieldErrorText(t: Translate, error: FieldError): string {
  const parts = error.serverMessage ? [error.serverMessage] : messageLines(t, error.message);
  if (error.hint === 'hotline' || error.hint === 'login') parts.push(t(FIELD_HINT_KEYS[error.hint]));
  return parts.join(' ');
}
