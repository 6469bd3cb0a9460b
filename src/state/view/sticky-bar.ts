import { atom } from 'jotai';

/**
 * The dropdown overlay open right now (one at a time), watched by the sticky bar: the bar hides while
 * most of the overlay is visible (spec point 2). Set by the dropdown that opens it, cleared when it closes.
 */
export const openDropdownOverlayAtom = atom<HTMLElement | null>(null);
