import type { MessageKey } from '../../i18n/message-key.js';

/** A catalogue key for a message, with its parameters: what state holds, the components turn into text. */
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number>;
}
