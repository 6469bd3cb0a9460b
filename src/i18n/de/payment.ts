import { PAYMENT_BRAND_NAMES, type BasePaymentType } from '../../domain/payments/index.js';
import type { Messages } from './messages.js';

/** Payment types, express payments and payment errors (spec point 8). */
export const payment = {
  type: {
    invoice: 'Rechnung',
    valueVoucher: 'Wertgutschein',
    stripeCreditCard: 'Kreditkarte',
    ...PAYMENT_BRAND_NAMES,
  } satisfies Record<BasePaymentType, string>,
  expressLabel: 'Mit {{method}} bezahlen',
  processing: 'Deine Zahlung wird vorbereitet …',
  errors: {
    invalidType: 'Diese Zahlungsart ist nicht gültig. Bitte wähle eine andere Zahlungsart.',
    purchaseFailed:
      'Die Zahlung hat leider nicht geklappt. Bitte wähle eine andere Zahlungsart oder versuche es erneut.',
    providerUnavailable: 'Diese Zahlungsart ist gerade nicht verfügbar. Bitte wähle eine andere Zahlungsart.',
    sessionFailed: 'Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut.',
    connection: 'Die Verbindung zum Zahlungsanbieter ist fehlgeschlagen. Bitte versuche es erneut.',
    unknown: 'Bei der Zahlung ist ein unbekannter Fehler aufgetreten. Bitte versuche es erneut.',
    paypalExpress:
      'Die Zahlung mit PayPal hat leider nicht geklappt. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
    express:
      'Die Express-Zahlung hat leider nicht geklappt. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
  },
} satisfies Messages;
