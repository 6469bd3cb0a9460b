import type { Messages } from './messages.js';

/** Cart-change notices (spec point 8), part of the core notices. */
export const changeNoticeTexts = {
  heading: 'Dein Warenkorb hat sich geändert',
  productRemoved: '{{title}} ist nicht mehr verfügbar.',
  priceIncreased: 'Folgendes Produkt ist um {{amount}} teurer geworden: {{title}}',
  priceDecreased: 'Folgendes Produkt ist um {{amount}} billiger geworden: {{title}}',
  shippingMethodRemoved: 'Die Versandmethode {{title}} ist derzeit nicht verfügbar.',
  outdatedAppointmentHeadline: 'Es tut uns leid!',
  outdatedAppointment:
    'Der Termin für “{{title}}” am “{{date}}” ist leider nicht mehr verfügbar. Bitte wähle einen neuen Termin aus.',
  shopLink: 'Weiter im Shop umschauen',
  /** A kind of change this version does not know yet: the generic line. */
  otherChange: 'Bitte prüfe die Artikel und Preise in deinem Warenkorb.',
} satisfies Messages;
