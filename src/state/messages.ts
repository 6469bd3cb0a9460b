import { atom, type Getter } from 'jotai';
import type { Message } from './cart-status.js';

/** Makes sure a catalogue key has a text (loading more of the catalogue if needed); set per element. */
export const messageLoaderAtom = atom<((key: string) => Promise<boolean>) | null>(null);

const FALLBACK: Message = { key: 'errors.generic' };

/** The message, once its text is there; the generic message when its text cannot be had. */
export async function resolveMessage(get: Getter, message: Message): Promise<Message> {
  const load = get(messageLoaderAtom);
  if (!load) return message;
  return (await load(message.key)) ? message : FALLBACK;
}
