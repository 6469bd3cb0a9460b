// A lazy chunk: the texts of error codes, modals and payments, loaded the first time one is needed.
import { inBrandForm, type CatalogueBrand } from './brand-forms.js';
import { deExtended } from './de/extended.js';
import type { Messages } from './de/messages.js';

export function extendedCatalogueFor(brand: CatalogueBrand): Messages {
  return inBrandForm(deExtended, brand);
}
