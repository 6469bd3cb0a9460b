import type { Messages } from './messages.js';

/** Cart-change notices (spec point 8) and the cross-tab sync notice (spec point 4). */
export const notices = {
  heading: 'Dein Warenkorb hat sich geändert',
  productRemoved: '{{title}} ist nicht mehr verfügbar.',
  priceIncreased: 'Folgendes Produkt ist um {{amount}} teurer geworden: {{title}}',
  priceDecreased: 'Folgendes Produkt ist um {{amount}} billiger geworden: {{title}}',
  shippingMethodRemoved: 'Die Versandmethode {{title}} ist derzeit nicht verfügbar.',
  outdatedAppointmentHeadline: 'Es tut uns leid!',
  outdatedAppointment:
    'Der Termin für “{{title}}” am “{{date}}” ist leider nicht mehr verfügbar. Bitte wähle einen neuen Termin aus.',
  shopLink: 'Weiter im Shop umschauen',
  syncedFromOtherTab: 'Dein Warenkorb wurde in einem anderen Tab aktualisiert. Bitte prüfe ihn.',
  dismiss: 'Schließen',
  /** The snackbar: its close button and the spoken name of each variant, read before the message. */
  snackbar: {
    close: 'Meldung schließen',
    error: 'Fehler',
    warning: 'Hinweis',
    success: 'Erfolg',
    promo: 'Angebot',
  },
} satisfies Messages;
