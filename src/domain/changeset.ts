import type { CartChangeset, Money } from './types/index.js';
import { formatDate, formatMoney } from './money.js';
import { isCartChangeType, type CartChangeType, type SingleChangeType } from './change-types.js';
import type { OpenValue } from './open-values.js';
import type { ShopLocale } from './locale.js';

/** How a cart-change notice is shown. */
export type ChangeSeverity = 'error' | 'warning' | 'success';

// Severities follow the meaning of each kind (spec point 4), not the swapped legacy labels.
const SEVERITY: Readonly<Record<CartChangeType, ChangeSeverity>> = {
  ProductRemoved: 'error',
  PriceDecreased: 'success',
  PriceIncreased: 'warning',
  ShippingMethodRemoved: 'warning',
  OutdatedAppointment: 'error',
  MultipleChanges: 'warning',
};

/**
 * The severity of a kind of cart change, per the table of spec point 4. A kind this version does not know
 * is shown like several changes at once: the generic notice, as a warning.
 */
export function changeSeverity(type: OpenValue<CartChangeType>): ChangeSeverity {
  return isCartChangeType(type) ? SEVERITY[type] : SEVERITY.MultipleChanges;
}

/**
 * True when the notice must add the generic line 'please check your cart': the changeset is of a kind this
 * version does not know, so its lines (if any) may not say everything that changed.
 */
export function changeNeedsGenericLine(changeset: CartChangeset | null | undefined): boolean {
  return Boolean(changeset) && !isCartChangeType(changeset?.type);
}

/** Catalogue keys of the change notices. */
export type ChangeNoticeKey =
  | 'notices.productRemoved'
  | 'notices.priceIncreased'
  | 'notices.priceDecreased'
  | 'notices.shippingMethodRemoved'
  | 'notices.outdatedAppointment';

/** Catalogue key of the headline an outdated appointment's notice carries (spec point 8). */
export type ChangeNoticeHeadlineKey = 'notices.outdatedAppointmentHeadline';

/** One notice to show: its catalogue key, parameters, severity, and an optional headline key. */
export interface ChangeNotice {
  key: ChangeNoticeKey;
  severity: ChangeSeverity;
  /** The kind of the single change this notice reports. */
  type: SingleChangeType;
  productId: string;
  params: { title: string; amount?: string; date?: string };
  headlineKey?: ChangeNoticeHeadlineKey;
}

/** How the notices format amounts and dates: the element passes its formats (through its known texts). */
export interface NoticeFormats {
  money: (money: Money) => string;
  date: (iso: string) => string;
}

/**
 * The notices for a changeset, in a stable order: removed products, price increases, price decreases,
 * removed shipping methods, outdated appointments; within a group in the order of the changeset.
 * Amounts are formatted as money (always positive) and dates in the shopper's language.
 */
export function changeNotices(
  changeset: CartChangeset | null | undefined,
  locale: ShopLocale = 'de',
  format: NoticeFormats = {
    money: (money) => formatMoney(money, locale),
    date: (iso) => formatDate(iso, locale),
  },
): ChangeNotice[] {
  if (!changeset) return [];
  const changes = changeset.changes;
  const unsigned = (money: { amount: number; currencyCode: string }): string =>
    format.money({ amount: Math.abs(money.amount), currencyCode: money.currencyCode });
  const notice = (
    type: SingleChangeType,
    key: ChangeNoticeKey,
    item: { productId: string; title: string },
    params: Omit<ChangeNotice['params'], 'title'> = {},
  ): ChangeNotice => ({
    key,
    severity: changeSeverity(type),
    type,
    productId: item.productId,
    params: { title: item.title, ...params },
  });
  return [
    ...(changes.removedItems ?? []).map((item) => notice('ProductRemoved', 'notices.productRemoved', item)),
    ...(changes.priceIncreasedItems ?? []).map((item) =>
      notice('PriceIncreased', 'notices.priceIncreased', item, { amount: unsigned(item.differenceAmount) }),
    ),
    ...(changes.priceDecreasedItems ?? []).map((item) =>
      notice('PriceDecreased', 'notices.priceDecreased', item, { amount: unsigned(item.differenceAmount) }),
    ),
    ...(changes.removedShippingMethods ?? []).map((item) =>
      notice('ShippingMethodRemoved', 'notices.shippingMethodRemoved', item),
    ),
    ...(changes.outdatedAppointments ?? []).map((item): ChangeNotice => ({
      ...notice('OutdatedAppointment', 'notices.outdatedAppointment', item, {
        date: format.date(item.appointment),
      }),
      headlineKey: 'notices.outdatedAppointmentHeadline',
    })),
  ];
}

/** True when a product was removed: the notice is then followed by a link to the shop start page. */
export function changesetShowsShopLink(changeset: CartChangeset | null | undefined): boolean {
  return (changeset?.changes.removedItems?.length ?? 0) > 0;
}
