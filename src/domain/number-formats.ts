import { INTL_LOCALE, type ShopLocale } from './locale.js';

// Built on first use, never at module level (money.ts says why): one per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl's number format for the shopper's language and `options`, built once. */
export function numberFormat(locale: ShopLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The key of a formatted value's text (known texts, see i18n/formatted-texts.ts): German keys carry no
 * locale (as before English existed).
 */
export const textKey = (kind: string, locale: ShopLocale, value: string | number): string =>
  locale === 'de' ? `${kind}|${value}` : `${kind}|${locale}|${value}`;
