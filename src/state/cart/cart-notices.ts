import { atom } from 'jotai';
import type { CartChangeset } from '../../domain/index.js';
import { messageForErrorCode } from '../messages/error-message.js';
import type { Message } from '../messages/message.js';

/**
 * What changed since the cart was last seen (spec points 2 and 4), as the cart answer reported it. It
 * stays until the shopper dismisses it, also when later answers carry no changeset.
 */
export const cartChangesetAtom = atom<CartChangeset | null>(null);

/** The message of the `error` query parameter the page was opened with, until dismissed. */
export const initialErrorAtom = atom<Message | null>(null);

/**
 * Shows the page's `error` parameter (spec points 2 and 8) with the same message as the server code;
 * nothing once `signal` aborted (the notice left before the message was there).
 */
export const showInitialErrorAtom = atom(null, async (get, set, code: string, signal: AbortSignal) => {
  const message = await messageForErrorCode(get, code);
  if (!signal.aborted) set(initialErrorAtom, message);
});
