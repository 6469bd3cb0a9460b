import type { Messages } from './de/messages.js';

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

/** The same messages with `transform` applied to every text. */
function mapTexts(messages: Messages, transform: (text: string) => string): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? transform(value) : mapTexts(value, transform),
    ]),
  );
}

/** The messages in a brand's form: as written for JS, with capitalised address forms for MD. */
export function inBrandForm(messages: Messages, brand: CatalogueBrand): Messages {
  return brand === 'MD' ? mapTexts(messages, capitaliseAddressForms) : messages;
}
