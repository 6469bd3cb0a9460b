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
  loadFailed: 'Dein Warenkorb konnte nicht geladen werden. Bitte versuche es erneut.',
  loading: 'Dein Warenkorb wird geladen …',
  updating: 'Warenkorb wird aktualisiert …',
  announce: {
    quantity: '{{title}}: Anzahl {{quantity}}.',
    removed: '{{title}} wurde entfernt.',
    codeApplied: 'Rabattcode {{code}} eingelöst.',
    codeRemoved: 'Rabattcode entfernt.',
    updated: 'Warenkorb aktualisiert.',
    total: 'Gesamtpreis {{total}}.',
  },
  stickyBar: {
    label: 'Bestellübersicht',
    total: 'Gesamtpreis',
    toExpress: 'Mit 1-Klick bezahlen',
  },
} satisfies Messages;
