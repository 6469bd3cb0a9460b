// The Intl formatters a cart builds, named once: the functions that format (money.ts, counts.ts,
// loyalty.ts, countries.ts, i18n's plurals) build them with these options, and the Intl warm-up
// (src/cart/first-paint/intl-warm-up.ts) asks its worker for the same list.
import { intlFormatter, type IntlKind } from './intl-cache.js';
import { INTL_LOCALE, type ShopLocale } from './locale.js';
import { offeredShippingMethods, shippingKind } from './shipping.js';
import type { Cart } from './types/index.js';

/** The shop's own timezone: dates and times of appointments are shown as they are in Germany. */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

/** The currencies of the shop's carts: CHF for the Swiss tenant, EUR for every other. */
export const SHOP_CURRENCIES: readonly string[] = ['EUR', 'CHF'];

/** An amount in `currency`, e.g. '49,90 €'. */
export const moneyFormatOptions = (currency: string): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
});

/** Loyalty points: whole numbers. */
export const POINTS_FORMAT_OPTIONS: Readonly<Intl.NumberFormatOptions> = { maximumFractionDigits: 0 };

// German: 26.11.2026; English: 26 Nov 2026 (no day/month order for British and American readers to mix up).
const DAY_OPTIONS: Readonly<Record<ShopLocale, Intl.DateTimeFormatOptions>> = {
  de: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'short', year: 'numeric' },
};

/** A day, in the shop's timezone. */
export const dateFormatOptions = (locale: ShopLocale): Intl.DateTimeFormatOptions => ({
  timeZone: SHOP_TIME_ZONE,
  ...DAY_OPTIONS[locale],
});

/** A time of day as HH:MM (24 hours), in the shop's timezone. */
export const TIME_FORMAT_OPTIONS: Readonly<Intl.DateTimeFormatOptions> = {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Country names ('Deutschland'), put in a list ('Deutschland und Österreich'). */
export const REGION_NAMES_OPTIONS: Readonly<Intl.DisplayNamesOptions> = { type: 'region' };
export const COUNTRY_LIST_OPTIONS: Readonly<Intl.ListFormatOptions> = { type: 'conjunction' };

/** One formatter: Intl's constructor, the locale it is built for, its options. */
export type IntlFormatter =
  | readonly ['NumberFormat', string, Intl.NumberFormatOptions]
  | readonly ['DateTimeFormat', string, Intl.DateTimeFormatOptions]
  | readonly ['DisplayNames', string, Intl.DisplayNamesOptions]
  | readonly ['ListFormat', string, Intl.ListFormatOptions]
  | readonly ['PluralRules', string, Intl.PluralRulesOptions];

/** A formatter's first use: the method called and its argument (a first call loads more data than building). */
export type FirstUse = readonly ['format' | 'of' | 'select', number | string | readonly string[]];

const FIRST_USE: Readonly<Record<IntlFormatter[0], FirstUse>> = {
  NumberFormat: ['format', 1],
  DateTimeFormat: ['format', 0],
  DisplayNames: ['of', 'DE'],
  ListFormat: ['format', ['1', '2']],
  PluralRules: ['select', 1],
};

/** A formatter with its first use: what the warm-up worker gets, as plain data it can post. */
export type FormatterToWarm = readonly [IntlFormatter[0], string, object, ...FirstUse];

export const toWarm = (formatter: IntlFormatter): FormatterToWarm => [
  ...formatter,
  ...FIRST_USE[formatter[0]],
];

type BuiltFormatter = Record<FirstUse[0], (argument: FirstUse[1]) => string>;

/**
 * Builds `formatter` and uses it once, answering the text (as the warm-up worker does with
 * `FormatterToWarm`, in a script of its own): built for the page (intl-cache.ts), it is the one the
 * functions that format then use.
 */
export function buildAndUseOnce(formatter: IntlFormatter): string {
  const [kind, locale, options, method, argument] = toWarm(formatter);
  const built = intlFormatter<IntlKind>(kind, locale, options) as unknown as BuiltFormatter;
  return built[method](argument);
}

/**
 * Every formatter a cart in `locale` builds, with the locale each is built for (money, counts and dates
 * for the Intl locale, e.g. 'de-DE'; region names, lists and plurals for the language), in the order a
 * fresh cart's first render asks for them (`firstRenderFormatters`): money first, then dates and times,
 * region names and their list, points; counts and plurals last.
 */
export function cartFormatters(locale: ShopLocale): IntlFormatter[] {
  const intl = INTL_LOCALE[locale];
  return [
    ...SHOP_CURRENCIES.map((currency) => ['NumberFormat', intl, moneyFormatOptions(currency)] as const),
    ['DateTimeFormat', intl, dateFormatOptions(locale)],
    ['DateTimeFormat', intl, TIME_FORMAT_OPTIONS],
    ['DisplayNames', locale, REGION_NAMES_OPTIONS],
    ['ListFormat', locale, COUNTRY_LIST_OPTIONS],
    ['NumberFormat', intl, POINTS_FORMAT_OPTIONS],
    ['NumberFormat', intl, {}],
    ['PluralRules', locale, {}],
  ];
}

/**
 * The formatters the first render of `cart` builds, as far as the cart tells (a hint, never a rule of what
 * shows: one too many costs a few milliseconds, one too few is built by the render as before): money in
 * the cart's currency always; dates and times when an item has an appointment, a method a delivery date
 * or the cart a changeset; region names and their list when a method ships goods; points when it earns
 * some.
 */
export function firstRenderFormatters(cart: Cart, locale: ShopLocale): IntlFormatter[] {
  const intl = INTL_LOCALE[locale];
  const formatters: IntlFormatter[] = [
    ['NumberFormat', intl, moneyFormatOptions(cart.total.gross.currencyCode)],
  ];
  const offered = offeredShippingMethods(cart);
  if (
    cart.items.some((item) => item.appointment) ||
    cart.availableShippingMethods.some((method) => method.deliveryDate) ||
    cart.changeset
  )
    formatters.push(
      ['DateTimeFormat', intl, dateFormatOptions(locale)],
      ['DateTimeFormat', intl, TIME_FORMAT_OPTIONS],
    );
  if (offered.some((method) => shippingKind(method) !== 'PDF'))
    formatters.push(
      ['DisplayNames', locale, REGION_NAMES_OPTIONS],
      ['ListFormat', locale, COUNTRY_LIST_OPTIONS],
    );
  if (cart.payback?.points) formatters.push(['NumberFormat', intl, POINTS_FORMAT_OPTIONS]);
  return formatters;
}
