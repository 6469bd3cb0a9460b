import type { ShopLocale } from '../domain/index.js';
import { inBrandForm, type CatalogueBrand } from './brand-forms.js';
import type { Messages } from './de/messages.js';
import { loadedTexts, loadTexts } from './locale-catalogues.js';

const branded = (messages: Messages, brand: CatalogueBrand, locale: ShopLocale) =>
  locale === 'de' ? inBrandForm(messages, brand) : messages;

/** The extended texts (error codes, modals, payments) of a brand in `locale`, loading their lazy chunk. */
export async function extendedCatalogueFor(brand: CatalogueBrand, locale: ShopLocale): Promise<Messages> {
  return branded(await loadTexts(`${locale}+`), brand, locale);
}

/** The same, when this page has loaded them already (a language switched to after they were needed). */
export function loadedExtendedCatalogueFor(brand: CatalogueBrand, locale: ShopLocale): Messages | undefined {
  const messages = loadedTexts(`${locale}+`);
  return messages && branded(messages, brand, locale);
}
