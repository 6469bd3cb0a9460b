import type { Messages } from './messages.js';

/** The summary box. */
export const summary = {
  heading: 'Zusammenfassung',
  packaging: 'Verpackung',
  shipping: 'Versandkosten',
  discount: 'Rabatt',
  discountWith: 'Rabatt ({{label}})',
  valueVoucher: 'Wertgutschein',
  valueVoucherN: 'Wertgutschein {{position}}',
  leftover: 'Restwert',
  total: 'Gesamtpreis (inkl. MwSt.)',
  savings: 'Du sparst {{amount}}',
  points: 'Punkte',
  orderTotal: 'Gesamtsumme',
  express: 'Mit 1-Klick bezahlen',
  or: 'oder',
  free: 'Kostenlos',
} satisfies Messages;
