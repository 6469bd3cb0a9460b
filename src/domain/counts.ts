import { formattedText } from './formatted-texts.js';
import { INTL_LOCALE, type ShopLocale } from './locale.js';

/**
 * A count of things (cart items, cart versions): a non-negative safe integer. Counts from events,
 * messages and storage are input; `-5`, `NaN`, `Infinity`, `1.5` and `1e21` are not counts.
 */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

// Built on first use: no Intl constructor at module level (money.ts says why).
const countFormats = new Map<ShopLocale, Intl.NumberFormat>();

/**
 * A count as the shopper reads it, with the language's digit grouping: 8000 is '8.000' in German, '8,000' in English. Through the known
 * formatted texts, so a hydrated server-rendered cart builds no Intl formatter for it.
 */
export function formatCount(count: number, locale: ShopLocale = 'de'): string {
  const key = locale === 'de' ? `count|${count}` : `count|${locale}|${count}`;
  return formattedText(key, () => {
    let format = countFormats.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(INTL_LOCALE[locale]);
      countFormats.set(locale, format);
    }
    return format.format(count);
  });
}
