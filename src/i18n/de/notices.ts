import { changeNoticeTexts } from './change-notices.js';
import type { Messages } from './messages.js';

/**
 * The notices every cart may show at once: sync from another tab, dismissing, the snackbar, and the
 * cart-change notices (small, and they must show even when a lazy chunk cannot be loaded).
 */
export const notices = {
  ...changeNoticeTexts,
  syncedFromOtherTab: 'Dein Warenkorb wurde in einem anderen Tab aktualisiert. Bitte prüfe ihn.',
  dismiss: 'Schließen',
  /** A lazy part of the cart is gone after a deploy: only a reload helps (issue 21). */
  pageUpdated:
    'Diese Seite wurde inzwischen aktualisiert. Bitte lade sie neu, um weiterzumachen – dein Warenkorb bleibt erhalten.',
  reloadPage: 'Seite neu laden',
  /** The snackbar: its close button and the spoken name of each variant, read before the message. */
  snackbar: {
    close: 'Meldung schließen',
    error: 'Fehler',
    warning: 'Hinweis',
    success: 'Erfolg',
    promo: 'Angebot',
  },
} satisfies Messages;
