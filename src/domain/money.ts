import { intlFormatter } from './intl-cache.js';
import { INTL_LOCALE, type ShopLocale } from './locale.js';
import { dateFormatOptions, moneyFormatOptions, TIME_FORMAT_OPTIONS } from './intl-formatters.js';
import { numberFormat } from './number-formats.js';
import type { Money } from './types/index.js';

/**
 * The largest amount (in major units, either sign) an answer may carry. Beyond it an amount is not a
 * price but a fault (1e308 would show as '∞ €'), and its cents would no longer be exact integers.
 */
export const AMOUNT_LIMIT = 100_000_000;

/**
 * A major-unit amount (49.9) as integer minor units (4990), rounded half away from zero.
 * Binary floating point is corrected first, so `toMinorUnits(1.005)` is 101, not 100.
 */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  // toFixed(6) removes the float noise (1.005 * 100 = 100.49999999999999) before rounding.
  const scaled = Number((Math.abs(amount) * 100).toFixed(6));
  const cents = Math.sign(amount) * Math.round(scaled);
  return cents === 0 ? 0 : cents;
}

/** Integer minor units (4990) as a major-unit amount (49.9). */
export function fromMinorUnits(cents: number): number {
  const amount = Math.round(cents) / 100;
  return amount === 0 ? 0 : amount;
}

/** A Money value from integer minor units. */
export function moneyFromMinorUnits(cents: number, currencyCode: string): Money {
  return { amount: fromMinorUnits(cents), currencyCode };
}

/**
 * An amount times a factor (a quantity, a tax factor), rounded to the cent half away from zero.
 */
export function multiplyMoney(money: Money, factor: number): Money {
  const exact = toMinorUnits(money.amount) * factor;
  const cents = Math.sign(exact) * Math.round(Number(Math.abs(exact).toFixed(6)));
  return moneyFromMinorUnits(cents, money.currencyCode);
}

/** True when the amount is exactly zero cents. */
export function isZeroMoney(money: Money): boolean {
  return toMinorUnits(money.amount) === 0;
}

/** The key of an amount's formatted text (known texts, see i18n/formatted-texts.ts). */
export const moneyTextKey = (money: Money, locale: ShopLocale = 'de'): string =>
  `money|${INTL_LOCALE[locale]}|${money.currencyCode}|${toMinorUnits(money.amount)}`;

/**
 * An amount as the shopper reads it, in the cart's currency and the shopper's language:
 * `formatMoney({ amount: 49.9, currencyCode: 'EUR' })` is '49,90\u00a0€' (Intl puts a no-break space
 * before the currency sign in German), in English '€49.90'.
 */
export function formatMoney(money: Money, locale: ShopLocale = 'de'): string {
  const cents = toMinorUnits(money.amount);
  return numberFormat(locale, moneyFormatOptions(money.currencyCode)).format(fromMinorUnits(cents));
}

// Formatters are built on first use, once for the page (intl-cache.ts): a page that shows no appointment
// (or a server-rendered cart) builds none before its first paint.
const dateFormatter = (locale: ShopLocale): Intl.DateTimeFormat =>
  intlFormatter('DateTimeFormat', INTL_LOCALE[locale], dateFormatOptions(locale));

const timeFormatter = (locale: ShopLocale): Intl.DateTimeFormat =>
  intlFormatter('DateTimeFormat', INTL_LOCALE[locale], TIME_FORMAT_OPTIONS);

function parseInstant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An ISO date-time as the shopper's language writes a day, in the shop's timezone: DD.MM.YYYY in German,
 * '26 Nov 2026' in English; '' when it cannot be read.
 */
export function formatDate(iso: string, locale: ShopLocale = 'de'): string {
  const date = parseInstant(iso);
  return date ? dateFormatter(locale).format(date) : '';
}

/** An ISO date-time as HH:MM (24 hours) in the shop's timezone; '' when it cannot be read. */
export function formatTime(iso: string, locale: ShopLocale = 'de'): string {
  const date = parseInstant(iso);
  return date ? timeFormatter(locale).format(date) : '';
}

/**
 * The day's parts put together as YYYY-MM-DD, read from the German date format (two-digit day and month,
 * numeric year, in the shop's timezone) that the cart's dates build anyway: a format of its own (en-CA's
 * pattern is YYYY-MM-DD in Chromium and Firefox, but MM/DD/YYYY in WebKit) cost a second locale's data and
 * formatter on a fresh load.
 */
function dayOf(date: Date): string {
  const parts = dateFormatter('de').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** An ISO date-time as the calendar day YYYY-MM-DD in the shop's timezone; '' when it cannot be read. */
export function isoDay(iso: string): string {
  const date = parseInstant(iso);
  return date ? dayOf(date) : '';
}
