import type { Messages } from './messages.js';

/** Discount code entry, applied discounts and the friends discount (spec points 4, 5, 6 and 8). */
export const discount = {
  heading: 'Rabattcode',
  open: 'Rabattcode eingeben',
  label: 'Rabattcode',
  submit: 'Einlösen',
  applied: 'Rabattcode: {{label}}',
  change: 'Ändern',
  delete: 'Löschen',
  deleteLabel: 'Rabattcode {{label}} löschen',
  rules:
    'Rabatte sind nicht miteinander kombinierbar und gelten nicht für Wertgutscheine und reduzierte Artikel.',
  loginRequired:
    'Um den Rabattcode anzuwenden, melde dich bitte in deinem Erlebnis-Konto an oder registriere dich.',
  login: 'Anmelden',
  hotlineHint: 'Bei Fragen zu deinem Rabattcode hilft dir unsere Hotline gerne weiter.',
  modalHeadline: 'Rabattcode einlösen',
  errors: {
    required: 'Bitte Rabattcode eingeben.',
    notAuthenticated: 'Du bist nicht angemeldet.',
    unavailable: 'Rabattcodes können aus technischen Gründen gerade nicht eingelöst werden.',
    rejected: 'Dieser Rabattcode ist ungültig oder nicht mehr gültig.',
    tooLittleValue:
      'Der Bestellwert ist zu gering oder die Bedingungen für diesen Rabattcode sind nicht erfüllt.',
    campaignInvalid: 'Diese Rabattaktion kann leider nicht ausgewertet werden.',
  },
  friends: {
    badge: 'Code: FRIENDS | -10% ab dem 2. Gutschein',
    headline: 'Freunde-Rabatt',
    text: 'Mit dem Code FRIENDS sparst du 10 % ab dem 2. Gutschein für dasselbe Erlebnis. Der Rabatt gilt nur für ausgewählte Erlebnisse, wird automatisch abgezogen und ist nicht mit anderen Aktionen kombinierbar.',
    replace: 'Du kannst ihn durch einen anderen Rabattcode ersetzen.',
  },
} satisfies Messages;
