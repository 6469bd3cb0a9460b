import type { Messages } from './messages.js';

/** The loyalty-programme customer number and points (German tenants only). */
export const loyalty = {
  heading: 'Punkte sammeln',
  intro: 'Gib deine Kundennummer ein und sammle mit dieser Bestellung Punkte.',
  label: 'Kundennummer',
  submit: 'Übernehmen',
  number: 'Kundennummer: {{number}}',
  change: 'Ändern',
  changeAccount: 'Konto wechseln',
  pointsEarned: 'Mit dieser Bestellung sammelst du {{points}}.',
  errors: {
    length: 'Die Kundennummer besteht aus 10 Ziffern.',
    invalid: 'Die eingegebene Kundennummer ist nicht gültig.',
  },
} satisfies Messages;
