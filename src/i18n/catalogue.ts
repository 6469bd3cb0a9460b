import { de, type Messages } from './de/index.js';

export type { Messages } from './de/index.js';

/** The brands whose texts differ: JS addresses the shopper with 'du', MD with a capitalised 'Du'. */
export type CatalogueBrand = 'JS' | 'MD';

/** The words addressing the shopper that the second brand (MD) capitalises. */
export const ADDRESS_FORMS = [
  'du',
  'dich',
  'dir',
  'dein',
  'deine',
  'deinem',
  'deinen',
  'deiner',
  'deines',
] as const;

// A whole word only: 'dir' but not 'direkt', 'du' but not 'durch'; placeholders never hold these words.
const ADDRESS_FORM_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}_])(${ADDRESS_FORMS.join('|')})(?![\\p{L}\\p{N}_])`,
  'gu',
);

/** The text with every address form capitalised: 'in deinem Warenkorb' becomes 'in Deinem Warenkorb'. */
export function capitaliseAddressForms(text: string): string {
  return text.replace(ADDRESS_FORM_WORD, (word) => word.charAt(0).toUpperCase() + word.slice(1));
}

/** True when the text addresses the shopper with a lower-case address form. */
export function addressesShopper(text: string): boolean {
  return text.replace(ADDRESS_FORM_WORD, '\u0000') !== text;
}

function mapTexts(messages: Messages, transform: (text: string) => string): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? transform(value) : mapTexts(value, transform),
    ]),
  );
}

const catalogues: Partial<Record<CatalogueBrand, Messages>> = {};

/**
 * The German catalogue of a brand as an i18next resource for the 'translation' namespace. The first
 * brand (JS) has the texts as the spec writes them ('deinen'); the second (MD) the same texts with
 * capitalised address forms ('Deinen', 'Dein', 'Dir').
 */
export function catalogueFor(brand: CatalogueBrand): Messages {
  let catalogue = catalogues[brand];
  if (!catalogue) {
    catalogue = brand === 'MD' ? mapTexts(de, capitaliseAddressForms) : mapTexts(de, (text) => text);
    catalogues[brand] = catalogue;
  }
  return catalogue;
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
