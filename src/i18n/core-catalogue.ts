import type { ShopLocale } from '../domain/index.js';
import { inBrandForm, type CatalogueBrand } from './brand-forms.js';
import type { Messages } from './de/messages.js';
import { loadedTexts } from './locale-catalogues.js';

const cache = new Map<CatalogueBrand, Messages>();

/**
 * The core texts of a brand, so that a cart's first render has every text it shows: German's are bundled
 * with the element, another language's once `prepareLocale` has loaded them (undefined before).
 */
export function coreCatalogueFor(brand: CatalogueBrand, locale: ShopLocale = 'de'): Messages | undefined {
  const messages = loadedTexts(locale);
  // Only German has brand forms (du / Du); English addresses every shopper as 'you'.
  if (locale !== 'de' || !messages) return messages;
  let branded = cache.get(brand);
  if (!branded) {
    branded = inBrandForm(messages, brand);
    cache.set(brand, branded);
  }
  return branded;
}
