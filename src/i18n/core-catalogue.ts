import type { ShopLocale } from '../domain/index.js';
import { inBrandForm, type CatalogueBrand } from './brand-forms.js';
import { deCore } from './de/core.js';
import type { Messages } from './de/messages.js';
import { coreTextsOf } from './locale-catalogues.js';

const cache = new Map<CatalogueBrand, Messages>();

/**
 * The core texts of a brand, so that a cart's first render has every text it shows: German's are bundled
 * with the element, another language's once `prepareLocale` has loaded them (undefined before).
 */
export function coreCatalogueFor(brand: CatalogueBrand, locale: ShopLocale = 'de'): Messages | undefined {
  // Only German has brand forms (du / Du); English addresses every shopper as 'you'.
  if (locale !== 'de') return coreTextsOf(locale);
  let messages = cache.get(brand);
  if (!messages) {
    messages = inBrandForm(deCore, brand);
    cache.set(brand, messages);
  }
  return messages;
}
