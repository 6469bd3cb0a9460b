import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type ShopLocale } from '../domain/index.js';
import type { CatalogueBrand } from './brand-forms.js';
import { coreCatalogueFor } from './core-catalogue.js';
import { extendedCatalogueFor, loadedExtendedCatalogueFor } from './extended-catalogue.js';

/**
 * One i18next instance per element and language, so fragments on one page never share a language or
 * catalogue. The instance is ready synchronously with the core texts of its language: German's are
 * bundled, another language's are loaded before the cart renders (`prepareLocale`); should they be
 * missing after all (their chunk failed), the cart speaks German. Missing texts are empty. Extended texts the page has already
 * loaded are added at once.
 */
export function createI18n(brand: CatalogueBrand, locale: ShopLocale = DEFAULT_LOCALE): I18n {
  const core = coreCatalogueFor(brand, locale);
  const lng = core ? locale : DEFAULT_LOCALE;
  const instance = createInstance({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [lng],
    resources: { [lng]: { translation: core ?? coreCatalogueFor(brand) ?? {} } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A text the catalogue cannot give (its lazy part failed to load) is empty, never the key's name: the
    // fragment falls back to empty messages and still renders its structure (spec point 8).
    parseMissingKeyHandler: () => '',
  });
  void instance.init();
  const extended = loadedExtendedCatalogueFor(brand, lng);
  if (extended) {
    instance.addResourceBundle(lng, 'translation', extended, true, false);
    withExtended.add(instance);
  }
  return instance;
}

const withExtended = new WeakSet<I18n>();

/**
 * Makes sure `key` has a text, loading the extended catalogue of the instance's language (a lazy chunk)
 * when it is not in the core. Resolves to false when the key has no text even then, or the chunk could
 * not be loaded: the caller falls back to a core text, as the spec falls back when catalogues cannot be
 * loaded.
 */
export async function ensureMessage(i18n: I18n, brand: CatalogueBrand, key: string): Promise<boolean> {
  if (i18n.exists(key)) return true;
  try {
    const locale: ShopLocale = i18n.language === 'en' ? 'en' : 'de';
    const messages = await extendedCatalogueFor(brand, locale);
    if (!withExtended.has(i18n)) {
      i18n.addResourceBundle(locale, 'translation', messages, true, false);
      withExtended.add(i18n);
    }
  } catch (error) {
    console.error('shop-cart: the extended catalogue could not be loaded', error);
    return false;
  }
  return i18n.exists(key);
}
