import type { Messages } from './messages.js';

/** General errors of calls and server error codes (spec point 8). */
export const errors = {
  generic: 'Bei der Eingabe ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
  hotline: 'Du erreichst unsere Hotline Mo–Fr von 8 bis 20 Uhr und Sa von 10 bis 16 Uhr.',
  connection: 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.',
  invalidAnswer: 'Die Antwort des Servers konnte nicht gelesen werden. Bitte versuche es erneut.',
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

/** The fragment error screen (spec point 2). */
export const errorScreen = {
  headline: 'Es tut uns leid!',
  message: 'Ein technischer Fehler liegt vor.',
  help: 'Bitte hilf uns, damit wir das Problem schnellstmöglich beheben können!',
  report: 'Fehler melden',
} satisfies Messages;
