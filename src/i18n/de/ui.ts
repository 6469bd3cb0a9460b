import type { Messages } from './messages.js';

/** Generic pieces: modal, form fields, snackbar, loading. */
export const ui = {
  close: 'Schließen',
  closeDialog: 'Dialog schließen',
  loading: 'Wird geladen …',
  requiredMarker: '*',
  optional: '(optional)',
  snackbar: { error: 'Fehler', warning: 'Hinweis', success: 'Erfolg', promo: 'Angebot' },
} satisfies Messages;
