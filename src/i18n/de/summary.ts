import type { Messages } from './messages.js';

/** The summary box. */
export const summary = {
  heading: 'Zusammenfassung',
  packaging: 'Verpackung',
  shipping: 'Versandkosten',
  discount: 'Rabatt',
  valueVoucher: 'Wertgutschein',
  leftover: 'Restwert',
  leftoverHint: 'Den Restwert schicken wir dir als neuen Wertgutschein per E-Mail.',
  total: 'Gesamtpreis (inkl. MwSt.)',
  savings: 'Du sparst {{amount}}',
  points: 'Punkte',
  orderTotal: 'Gesamtsumme',
  express: 'Mit 1-Klick bezahlen',
  or: 'oder',
  free: 'Kostenlos',
} satisfies Messages;
