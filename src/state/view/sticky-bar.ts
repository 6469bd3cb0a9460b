import { atom } from 'jotai';

/**
 * The dropdown overlay open right now (one at a time), watched by the sticky bar: the bar hides while
 * most of the overlay is visible (spec point 2). Set by the dropdown that opens it, cleared when it closes.
 */
export const openDropdownOverlayAtom = atom<HTMLElement | null>(null);

/**
 * The sticky bar's height in px while it shows (0 when hidden, on wide screens and on the server), for
 * the elements that make room for it. Set by the bar as it is measured.
 */
export const stickyBarHeightAtom = atom(0);
