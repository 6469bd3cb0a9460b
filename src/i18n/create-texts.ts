import { DEFAULT_LOCALE, type ShopLocale } from '../domain/index.js';
import type { CatalogueBrand } from './brand-forms.js';
import { coreCatalogueFor } from './core-catalogue.js';
import { extendedCatalogueFor, loadedExtendedCatalogueFor } from './extended-catalogue.js';
import { createTranslator, type Translator } from './translator.js';

/**
 * The texts of one element in one language, so fragments on one page never share a language or
 * catalogue. They are ready synchronously with the core texts of the language: German's are bundled,
 * another language's are loaded before the cart renders (`prepareLocale`); should they be missing after
 * all (their chunk failed), the cart speaks German. Missing texts are empty. Extended texts the page has
 * already loaded are added at once.
 */
export function createTexts(brand: CatalogueBrand, locale: ShopLocale = DEFAULT_LOCALE): Translator {
  const core = coreCatalogueFor(brand, locale);
  const language = core ? locale : DEFAULT_LOCALE;
  const texts = createTranslator(language, core ?? coreCatalogueFor(brand) ?? {});
  const extended = loadedExtendedCatalogueFor(brand, language);
  if (extended) {
    texts.add(extended);
    withExtended.add(texts);
  }
  return texts;
}

const withExtended = new WeakSet<Translator>();

/**
 * Makes sure `key` has a text, loading the extended catalogue of the element's language (a lazy chunk)
 * when it is not in the core. Resolves to false when the key has no text even then, or the chunk could
 * not be loaded: the caller falls back to a core text, as the spec falls back when catalogues cannot be
 * loaded.
 */
export async function ensureMessage(texts: Translator, brand: CatalogueBrand, key: string): Promise<boolean> {
  if (texts.has(key)) return true;
  try {
    const messages = await extendedCatalogueFor(brand, texts.language);
    if (!withExtended.has(texts)) {
      texts.add(messages);
      withExtended.add(texts);
    }
  } catch (error) {
    console.error('shop-cart: the extended catalogue could not be loaded', error);
    return false;
  }
  return texts.has(key);
}
