import type { ShopLocale } from '../domain/index.js';
import { inBrandForm, type CatalogueBrand } from './brand-forms.js';
import type { Messages } from './de/messages.js';
import { extendedTextsOf, loadExtendedTexts } from './locale-catalogues.js';

/** The extended texts (error codes, modals, payments) of a brand in `locale`, loading their lazy chunk. */
export async function extendedCatalogueFor(brand: CatalogueBrand, locale: ShopLocale): Promise<Messages> {
  const messages = await loadExtendedTexts(locale);
  return locale === 'de' ? inBrandForm(messages, brand) : messages;
}

/** The same, when this page has loaded them already (a language switched to after they were needed). */
export function loadedExtendedCatalogueFor(brand: CatalogueBrand, locale: ShopLocale): Messages | undefined {
  const messages = extendedTextsOf(locale);
  return messages && locale === 'de' ? inBrandForm(messages, brand) : messages;
}
