import { inBrandForm, type CatalogueBrand } from './brand-forms.js';
import { de, type Messages } from './de/index.js';

export {
  ADDRESS_FORMS,
  addressesShopper,
  capitaliseAddressForms,
  type CatalogueBrand,
} from './brand-forms.js';

export type { Messages } from './de/index.js';

/**
 * The whole German catalogue of a brand (core and extended part) as an i18next resource. The first
 * brand (JS) has the texts as the spec writes them ('deinen'); the second (MD) the same texts with
 * capitalised address forms ('Deinen', 'Dein', 'Dir'). The element itself starts with the core part
 * (`core-catalogue.ts`) and loads the rest on demand (`extended-catalogue.ts`).
 */
export function catalogueFor(brand: CatalogueBrand): Messages {
  return inBrandForm(de, brand);
}

/** Every text of a catalogue by its dotted key ('cart.empty.text'), for look-ups and tests. */
export function flattenCatalogue(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flattenCatalogue(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** True when `t(key)` finds a text: the key itself, or its i18next plural forms `_one` and `_other`. */
export function hasCatalogueKey(flat: ReadonlyMap<string, string>, key: string): boolean {
  return flat.has(key) || (flat.has(`${key}_one`) && flat.has(`${key}_other`));
}
