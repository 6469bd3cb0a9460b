import { FIELD_HINT_KEYS, HOTLINE_KEY, needsHotline } from '../../domain/index.js';
import type { Translate } from '../../i18n/use-t.js';
import type { FieldError } from '../../state/field-error.js';

/**
 * The text under a field for a failed call: the server's words or the catalogue's message, then the hint
 * (hotline, login), and the hotline amendment after the generic error (spec point 8).
 */
export function fieldErrorText(t: Translate, error: FieldError): string {
  const parts = [error.serverMessage ?? t(error.message.key, error.message.params)];
  if (error.hint === 'hotline' || error.hint === 'login') parts.push(t(FIELD_HINT_KEYS[error.hint]));
  if (needsHotline(error.message.key)) parts.push(t(HOTLINE_KEY));
  return parts.join(' ');
}
