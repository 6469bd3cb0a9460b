import { inBrandForm, type CatalogueBrand } from './brand-forms.js';
import { deCore } from './de/core.js';
import type { Messages } from './de/messages.js';

const cache = new Map<CatalogueBrand, Messages>();

/** The core texts of a brand, bundled with the element so its first render has every text it shows. */
export function coreCatalogueFor(brand: CatalogueBrand): Messages {
  let messages = cache.get(brand);
  if (!messages) {
    messages = inBrandForm(deCore, brand);
    cache.set(brand, messages);
  }
  return messages;
}
