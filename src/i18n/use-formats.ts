import {
  formatCount,
  formatCountries,
  formatDate,
  formatLoyaltyPoints,
  formatMoney,
  formatTime,
  isoDay,
  moneyTextKey,
  textKey,
  type Money,
  type ShopLocale,
} from '../domain/index.js';
import { formattedText } from './formatted-texts.js';
import { useTexts } from './texts-context.js';

/** Money, dates and numbers in the cart's language (the currency stays the cart's). */
export interface Formats {
  locale: ShopLocale;
  money: (money: Money) => string;
  date: (iso: string) => string;
  time: (iso: string) => string;
  count: (count: number) => string;
  points: (points: number) => string;
  countries: (codes: readonly string[]) => string;
  /** The calendar day YYYY-MM-DD of an ISO date-time, in the shop's timezone (for links, not shown). */
  day: (iso: string) => string;
}

const formats = new Map<ShopLocale, Formats>();

function formatsFor(locale: ShopLocale): Formats {
  let known = formats.get(locale);
  if (!known) {
    known = {
      locale,
      // Each through the known texts: a hydrated server-rendered cart builds no Intl formatter.
      money: (money) => formattedText(moneyTextKey(money, locale), () => formatMoney(money, locale)),
      date: (iso) => formattedText(textKey('date', locale, iso), () => formatDate(iso, locale), ''),
      time: (iso) => formattedText(textKey('time', locale, iso), () => formatTime(iso, locale), ''),
      count: (count) => formattedText(textKey('count', locale, count), () => formatCount(count, locale)),
      points: (points) =>
        formattedText(textKey('points', locale, points), () => formatLoyaltyPoints(points, locale)),
      countries: (codes) =>
        formattedText(`countries|${locale}|${codes.join(',')}`, () => formatCountries(codes, locale)),
      day: (iso) => formattedText(`day|${iso}`, () => isoDay(iso), ''),
    };
    formats.set(locale, known);
  }
  return known;
}

/** The element's formats: they follow its language, as `useT()` does. */
export function useFormats(): Formats {
  return formatsFor(useTexts().language);
}
