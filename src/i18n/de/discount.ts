import type { Messages } from './messages.js';

/** Discount code entry and applied discounts, on the first paint (spec points 4, 5, 6). */
export const discount = {
  heading: 'Rabattcode',
  open: 'Rabattcode oder Gutscheincode eingeben',
  label: 'Rabatt- oder Gutscheincode',
  submit: 'Einlösen',
  submitting: 'Wird eingelöst …',
  cancel: 'Abbrechen',
  applied: 'Rabattcode: {{label}}',
  change: 'Ändern',
  changeLabel: 'Rabatt {{label}} ändern',
  delete: 'Löschen',
  deleteLabel: 'Rabattcode {{label}} löschen',
  rules:
    'Rabatte sind nicht miteinander kombinierbar und gelten nicht für Wertgutscheine und reduzierte Artikel.',
  loginRequired:
    'Um den Rabattcode anzuwenden, melde dich bitte in deinem Erlebnis-Konto an oder registriere dich.',
  modalHeadline: 'Rabattcode einlösen',
  close: 'Schließen',
  errors: {
    required: 'Bitte Rabattcode eingeben.',
  },
  friends: {
    badge: 'Code: FRIENDS | -10% ab dem 2. Gutschein',
    more: 'Mehr zum Freunde-Rabatt',
  },
} satisfies Messages;

/** Discount texts needed only after a click or a failure: a lazy chunk (spec points 6 and 8). */
export const discountOnDemand = {
  hotlineHint: 'Bei Fragen zu deinem Rabattcode hilft dir unsere Hotline gerne weiter.',
  errors: {
    notAuthenticated: 'Du bist nicht angemeldet.',
    unavailable: 'Rabattcodes können aus technischen Gründen gerade nicht eingelöst werden.',
    rejected: 'Dieser Rabattcode ist ungültig oder nicht mehr gültig.',
    tooLittleValue:
      'Der Bestellwert ist zu gering oder die Bedingungen für diesen Rabattcode sind nicht erfüllt.',
    campaignInvalid: 'Diese Rabattaktion kann leider nicht ausgewertet werden.',
  },
  friends: {
    headline: 'Freunde-Rabatt',
    subheadline: 'Code: FRIENDS',
    text: 'Mit dem Code FRIENDS sparst du 10 % ab dem 2. Gutschein für dasselbe Erlebnis. Der Rabatt gilt nur für ausgewählte Erlebnisse, wird automatisch abgezogen und ist nicht mit anderen Aktionen kombinierbar.',
    replace: 'Du kannst ihn durch einen anderen Rabattcode ersetzen.',
  },
} satisfies Messages;
