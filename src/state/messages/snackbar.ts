import { atom } from 'jotai';
import type { Message } from './message.js';

export type SnackbarVariant = 'error' | 'warning' | 'success' | 'promo';

/** What the snackbar shows: a catalogue message, its variant and an optional link. */
export interface SnackbarContent {
  variant: SnackbarVariant;
  message: Message;
  link?: { href: string; label: Message };
  /** Counts up with every opening, so the same message opened twice is announced twice. */
  id: number;
}

/** The open snackbar, or `null` when it is closed (spec point 4). */
export const snackbarAtom = atom<SnackbarContent | null>(null);

let openings = 0;

/** Opens the snackbar with a message, replacing one already open. */
export const openSnackbarAtom = atom(null, (_get, set, content: Omit<SnackbarContent, 'id'>) => {
  openings += 1;
  set(snackbarAtom, { ...content, id: openings });
});

export const closeSnackbarAtom = atom(null, (_get, set) => set(snackbarAtom, null));
