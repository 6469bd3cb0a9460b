import { intlFormatter } from './intl-cache.js';
import { INTL_LOCALE, type ShopLocale } from './locale.js';

/** Intl's number format for the shopper's language and `options`, built once (intl-cache.ts). */
export function numberFormat(locale: ShopLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return intlFormatter('NumberFormat', INTL_LOCALE[locale], options);
}

/**
 * The key of a formatted value's text (known texts, see i18n/formatted-texts.ts): German keys carry no
 * locale (as before English existed).
 */
export const textKey = (kind: string, locale: ShopLocale, value: string | number): string =>
  locale === 'de' ? `${kind}|${value}` : `${kind}|${locale}|${value}`;
