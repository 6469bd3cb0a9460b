import type { ShopLocale } from './locale.js';
import { numberFormat } from './number-formats.js';

/**
 * A count of things (cart items, cart versions): a non-negative safe integer. Counts from events,
 * messages and storage are input; `-5`, `NaN`, `Infinity`, `1.5` and `1e21` are not counts.
 */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * A count as the shopper reads it, with the language's digit grouping: 8000 is '8.000' in German, '8,000' in
 * English. The element formats it through its known texts (i18n/use-formats.ts).
 */
export function formatCount(count: number, locale: ShopLocale = 'de'): string {
  return numberFormat(locale).format(count);
}
