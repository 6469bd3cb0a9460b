import type { Messages } from './messages.js';

/** The errors every cart can show at once: the generic one with the hotline, connection, answer (spec point 8). */
export const errors = {
  generic: 'Bei der Eingabe ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
  hotline: 'Du erreichst unsere Hotline Mo–Fr von 8 bis 20 Uhr und Sa von 10 bis 16 Uhr.',
  connection: 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.',
  invalidAnswer: 'Die Antwort des Servers konnte nicht gelesen werden. Bitte versuche es erneut.',
} satisfies Messages;

/** The fragment error screen (spec point 2). */
export const errorScreen = {
  headline: 'Es tut uns leid!',
  message: 'Ein technischer Fehler liegt vor.',
  help: 'Bitte hilf uns, damit wir das Problem schnellstmöglich beheben können!',
  report: 'Fehler melden',
} satisfies Messages;
