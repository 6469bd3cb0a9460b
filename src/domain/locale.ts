// The languages of the cart (DESIGN.md, "Locale"): German, the spec's texts and the default, and English.

/** The locales with a catalogue; the first is the default. */
export const SHOP_LOCALES = ['de', 'en'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];
export const DEFAULT_LOCALE: ShopLocale = 'de';

/** The Intl locale each language formats money, numbers and dates with. */
export const INTL_LOCALE: Readonly<Record<ShopLocale, string>> = { de: 'de-DE', en: 'en-GB' };

// `de` or `en`, alone or with a region (`en-GB`, `en_US`, `de-AT`, `en-150`); a private-use region (`AA`,
// `QM`–`QZ`, `XA`–`XZ`, `ZZ`, as in `en-XX`) names no real place and is not understood.
const LANGUAGE_TAG = /^(de|en)(?:[-_](?!aa|q[m-z]|x[a-z]|zz)(?:[a-z]{2}|\d{3}))?$/i;

const isShopLocale = (value: unknown): value is ShopLocale =>
  (SHOP_LOCALES as readonly unknown[]).includes(value);

/** What a `locale` value means: the language, and a warning when it was not understood. */
export interface ResolvedLocale {
  locale: ShopLocale;
  /** Set when the value names no supported language: it says which are (the caller names itself first). */
  warning: string | null;
}

/**
 * The language of a `locale` attribute or start-up value: `de` and `en`, or either with a region
 * (`en-GB`, `en_US`, `de-AT`; any case). Nothing or an empty value is German; anything else is German
 * with a warning naming what is supported.
 */
export function resolveLocale(value: string | null | undefined): ResolvedLocale {
  const tag = (value ?? '').trim();
  if (tag === '') return { locale: DEFAULT_LOCALE, warning: null };
  const language = LANGUAGE_TAG.exec(tag)?.[1]?.toLowerCase();
  if (isShopLocale(language)) return { locale: language, warning: null };
  return {
    locale: DEFAULT_LOCALE,
    warning: `unsupported locale "${tag}"; supported: de and en (en-GB, en-US …); using de`,
  };
}
