import type { Messages } from './messages.js';

/** The cart page: titles, empty cart, sections, loading, sticky bar. */
export const cart = {
  title: { new: 'Warenkorb', old: 'Deine Bestellung' },
  empty: {
    headline: 'Dein Warenkorb',
    text: 'Es befinden sich noch keine Erlebnisse in deinem Warenkorb.',
    link: 'Weiter im Shop umschauen',
  },
  contents: 'Inhalt',
  nextStep: 'Weiter zu den Bestelldaten',
  retry: 'Erneut versuchen',
  loading: 'Dein Warenkorb wird geladen …',
  updating: 'Warenkorb wird aktualisiert …',
  stickyBar: {
    label: 'Bestellübersicht',
    total: 'Gesamtpreis',
    toExpress: 'Mit 1-Klick bezahlen',
  },
} satisfies Messages;

/** The information box on redeeming a value voucher. */
export const redemptionInfo = {
  headline: 'So löst du deinen Gutschein ein',
  steps: {
    code: 'Gib den Gutscheincode ein oder scanne den QR-Code auf der Einlöseseite.',
    choose: 'Wähle ein Erlebnis aus.',
    date: 'Vereinbare einen Termin.',
    ticket: 'Erhalte dein Ticket.',
  },
  link: 'Zur Einlöseseite',
  advantages: {
    headline: 'Deine Vorteile',
    validity: 'Gutschein 3 Jahre gültig und verlängerbar',
    service: 'Persönlicher Einlöseservice',
    choice: 'Einlösbar für mehr als {{noOfExperiences}} Erlebnisse',
  },
} satisfies Messages;
