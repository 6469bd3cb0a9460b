import { createInstance, type i18n as I18n } from 'i18next';
import type { CatalogueBrand } from './brand-forms.js';
import { coreCatalogueFor } from './core-catalogue.js';
import { loadChunk } from '../domain/load-chunk.js';

/**
 * One i18next instance per element, so fragments on one page never share a language or catalogue. The
 * core of the German catalogue is bundled and the instance is ready synchronously: the first render has
 * its texts. Only German has a catalogue; any other locale falls back to it. Missing texts are empty.
 */
export function createI18n(brand: CatalogueBrand, locale = 'de'): I18n {
  const instance = createInstance({
    lng: locale,
    fallbackLng: 'de',
    supportedLngs: ['de'],
    resources: { de: { translation: coreCatalogueFor(brand) } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A text the catalogue cannot give (its lazy part failed to load) is empty, never the key's name: the
    // fragment falls back to empty messages and still renders its structure (spec point 8).
    parseMissingKeyHandler: () => '',
  });
  void instance.init();
  return instance;
}

const extended = new WeakSet<I18n>();

/**
 * Makes sure `key` has a text, loading the extended catalogue (a lazy chunk) when it is not in the core.
 * Resolves to false when the key has no text even then, or the chunk could not be loaded: the caller
 * falls back to a core text, as the spec falls back when catalogues cannot be loaded.
 */
export async function ensureMessage(i18n: I18n, brand: CatalogueBrand, key: string): Promise<boolean> {
  if (i18n.exists(key)) return true;
  try {
    const { extendedCatalogueFor } = await loadChunk(() => import('./extended-catalogue.js'));
    if (!extended.has(i18n)) {
      i18n.addResourceBundle('de', 'translation', extendedCatalogueFor(brand), true, false);
      extended.add(i18n);
    }
  } catch (error) {
    console.error('shop-cart: the extended catalogue could not be loaded', error);
    return false;
  }
  return i18n.exists(key);
}
