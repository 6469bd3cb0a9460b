import type { ProductKind } from '../../domain/index.js';
import type { Messages } from './messages.js';

/** The cart item tile. */
export const item = {
  productType: {
    experience: 'Erlebnis',
    box: 'Erlebnisbox',
    value_voucher: 'Wertgutschein',
    gift_wrap: 'Geschenkverpackung',
    /** A product type this version does not know yet: a neutral label. */
    other: 'Produkt',
  } satisfies Record<ProductKind | 'other', string>,
  participants_one: '{{count}} Person',
  participants_other: '{{count}} Personen',
  participantsRange: '{{min}} bis {{max}} Personen',
  date: 'Datum: {{date}}',
  time: '{{time}} Uhr',
  ticket: 'Ticket',
  tickets_one: '{{count}} Ticket',
  tickets_other: '{{count}} Tickets',
  vouchers_one: '{{count}} Gutschein',
  vouchers_other: '{{count}} Gutscheine',
  quantityLabel: 'Anzahl',
  decrease: 'Anzahl verringern',
  increase: 'Anzahl erhöhen',
  price: 'Preis',
  originalPrice: 'Statt {{amount}}',
  remove: 'Entfernen',
  removeTicketLabel: 'Ein Ticket für {{title}} am {{date}} entfernen',
  services: 'Leistungen',
  servicesList: 'Enthaltene Leistungen',
  servicesLabel: 'Leistungen von {{title}} ansehen',
  additionalServices: 'Zusatzleistungen',
  additionalTicket: 'Weiteres Ticket buchen',
  brandVoucher: 'Gutschein von {{brand}}',
  motif: 'Motiv: {{motif}}',
  location: 'Ort: {{location}}',
  reservationFailed: 'Sorry, dieser Termin ist bereits nicht mehr verfügbar!',
  state: {
    loading: 'Wird aktualisiert …',
    longLoading: 'Das dauert länger als gewohnt …',
    offline: 'Keine Verbindung. Bitte prüfe deine Internetverbindung.',
    finished: 'Aktualisiert',
  },
} satisfies Messages;
