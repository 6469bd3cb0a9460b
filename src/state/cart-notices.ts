import { atom } from 'jotai';
import type { CartChangeset } from '../domain/index.js';
import type { Message } from './message.js';

/**
 * What changed since the cart was last seen (spec points 2 and 4), as the cart answer reported it. It
 * stays until the shopper dismisses it, also when later answers carry no changeset.
 */
export const cartChangesetAtom = atom<CartChangeset | null>(null);

/** The message of the `error` query parameter the page was opened with, until dismissed. */
export const initialErrorAtom = atom<Message | null>(null);
