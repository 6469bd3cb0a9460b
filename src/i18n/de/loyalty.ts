import type { Messages } from './messages.js';

/** The loyalty-programme customer number and points (German tenants only). */
export const loyalty = {
  heading: 'Punkte sammeln',
  intro: 'Gib deine Kundennummer ein und sammle mit dieser Bestellung Punkte.',
  open: 'Kundennummer eingeben',
  label: 'Kundennummer',
  submit: 'Übernehmen',
  number: 'Kundennummer: {{number}}',
  placeholder: '10 Ziffern',
  helper: 'Die Kundennummer findest du auf deiner Karte.',
  submitting: 'Wird übernommen …',
  cancel: 'Abbrechen',
  change: 'Nummer ändern',
  changeAccount: 'Konto wechseln',
  pointsEarned: 'Mit dieser Bestellung sammelst du {{points}}.',
  pointsHeading: 'Deine Punkte',
  errors: {
    length: 'Die Kundennummer besteht aus 10 Ziffern.',
    invalid: 'Die eingegebene Kundennummer ist nicht gültig.',
  },
} satisfies Messages;
