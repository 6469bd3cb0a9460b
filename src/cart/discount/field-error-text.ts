import type { TFunction } from 'i18next';
import type { FieldError } from '../../state/field-error.js';

/**
 * The text under a field for a failed call: the server's words or the catalogue's message, then the hint
 * (hotline, login), and the hotline amendment after the generic error (spec point 8).
 */
export function fieldErrorText(t: TFunction, error: FieldError): string {
  const parts = [error.serverMessage ?? t(error.message.key, error.message.params)];
  if (error.hint === 'hotline') parts.push(t('discount.hotlineHint'));
  if (error.hint === 'login') parts.push(t('discount.loginRequired'));
  if (error.message.key === 'errors.generic') parts.push(t('errors.hotline'));
  return parts.join(' ');
}
