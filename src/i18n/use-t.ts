import type { MessageKey } from './message-key.js';
import { useTexts } from './texts-context.js';

/** Translates a catalogue key: only keys of the German catalogue compile. */
export type Translate = (key: MessageKey, params?: Readonly<Record<string, unknown>>) => string;

/**
 * The element's translate function. An element's texts never change their language (a switch of
 * `locale` gives the cart new texts, and the context change renders every user again), so nothing
 * subscribes to language changes in every component.
 */
export function useT(): { t: Translate } {
  return useTexts();
}
