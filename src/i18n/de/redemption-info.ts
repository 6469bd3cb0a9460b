import type { Messages } from './messages.js';

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
