import { inBrandForm, type CatalogueBrand } from './brand-forms.js';
import { de, type Messages } from './de/index.js';

export {
  ADDRESS_FORMS,
  addressesShopper,
  capitaliseAddressForms,
  type CatalogueBrand,
} from './brand-forms.js';

export type { Messages } from './de/index.js';
export { flattenCatalogue, hasCatalogueKey } from './flat-messages.js';

/**
 * The whole German catalogue of a brand (core and extended part) as a nested resource. The first
 * brand (JS) has the texts as the spec writes them ('deinen'); the second (MD) the same texts with
 * capitalised address forms ('Deinen', 'Dein', 'Dir'). The element itself starts with the core part
 * (`core-catalogue.ts`) and loads the rest on demand (`extended-catalogue.ts`).
 */
export function catalogueFor(brand: CatalogueBrand): Messages {
  return inBrandForm(de, brand);
}
