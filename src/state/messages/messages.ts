import { atom, type Getter } from 'jotai';
import { GENERIC_ERROR_KEY } from '../../domain/message-keys.js';
import type { Message } from './message.js';

/** Makes sure a catalogue key has a text (loading more of the catalogue if needed); set per element. */
export interface MessageLoader {
  load(key: string): Promise<boolean>;
}

export const messageLoaderAtom = atom<MessageLoader | null>(null);

const FALLBACK: Message = { key: GENERIC_ERROR_KEY };

/** The message, once its text is there; the generic message when its text cannot be had. */
export async function resolveMessage(get: Getter, message: Message): Promise<Message> {
  const loader = get(messageLoaderAtom);
  if (!loader) return message;
  return (await loader.load(message.key)) ? message : FALLBACK;
}
