import type { Messages } from './messages.js';

/** The rest of the `errors` group: shown only after a call failed with a code, so loaded on demand. */
export const errorsOnDemand = {
  unknown: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuche es erneut.',
  external: 'Ein externer Dienst antwortet gerade nicht. Bitte versuche es später erneut.',
  expressShippingInvalidCountry:
    'Expressversand ist nur innerhalb Deutschlands möglich. Bitte wähle eine andere Versandart.',
  shippingInvalidCountry: 'In dieses Land können wir mit der gewählten Versandart leider nicht liefern.',
  shippingInvalidZipCode:
    'An diese Postleitzahl können wir mit der gewählten Versandart leider nicht liefern. Bitte wähle eine andere Versandart.',
  reservationFailed: 'Sorry, dieser Termin ist bereits nicht mehr verfügbar!',
  inputValidation:
    'Mit den Daten des Zahlungsanbieters stimmt etwas nicht. Bitte gib deine Bestelldaten im nächsten Schritt erneut ein.',
  addressInvalid: 'Mit deiner Adresse stimmt etwas nicht. Bitte prüfe deine Angaben.',
  missingFields: 'Bitte ergänze oder korrigiere deine Angaben',
} satisfies Messages;
