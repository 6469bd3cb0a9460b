import { createContext, useContext } from 'react';
import type { Translator } from './translator.js';

/** The texts of the element around a component (`CartFragment` provides them, one per element). */
export const TextsContext = createContext<Translator | null>(null);

/** The element's texts; a component rendered outside an element's texts is a mistake of the caller. */
export function useTexts(): Translator {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('shop-cart: a component that shows texts is rendered without TextsContext');
  return texts;
}
