import type { ShopLocale } from './locale.js';
import { numberFormat } from './number-formats.js';
import { POINTS_FORMAT_OPTIONS } from './intl-formatters.js';
import type { Cart, CartItem, Money } from './types/index.js';
import { toMinorUnits } from './money.js';
import { isGermanTenant } from './tenant.js';

/** A loyalty-programme customer number has exactly this many digits. */
export const LOYALTY_NUMBER_LENGTH = 10;

/** SKUs that earn no points. */
export const LOYALTY_EXCLUDED_SKUS: readonly string[] = ['6143', '6473', '7608', '7496'];

/** Why a loyalty number is refused: not 10 characters, or 10 characters that are not all digits. */
export type LoyaltyNumberError = 'length' | 'invalid';

/** `null` for a valid loyalty number (10 digits), else why not. Surrounding white space is ignored. */
export function validateLoyaltyNumber(input: string | null | undefined): LoyaltyNumberError | null {
  const value = (input ?? '').trim();
  if (value.length !== LOYALTY_NUMBER_LENGTH) return 'length';
  return /^\d+$/.test(value) ? null : 'invalid';
}

/** True when the tenant offers the loyalty programme: the German tenants only. */
export function loyaltyAvailable(tenant: string): boolean {
  return isGermanTenant(tenant);
}

/**
 * The points a cart earns: the gross price times quantity of every item whose SKU is not excluded,
 * minus the total discount, halved and rounded down; never below 0.
 */
export function loyaltyPoints(
  items: readonly Pick<CartItem, 'product' | 'quantity'>[],
  totalDiscount?: Money | number | null,
  excludedSkus: readonly string[] = LOYALTY_EXCLUDED_SKUS,
): number {
  const countedCents = items
    .filter((item) => !excludedSkus.includes(item.product.manufacturerSku ?? ''))
    .reduce((sum, item) => sum + toMinorUnits(item.product.price.gross.amount) * item.quantity, 0);
  const discount = typeof totalDiscount === 'number' ? totalDiscount : (totalDiscount?.amount ?? 0);
  const cents = countedCents - Math.abs(toMinorUnits(discount));
  return Math.max(0, Math.floor(cents / 200));
}

/**
 * True when the loyalty-points block shows: German tenants only, and only with a number or scrid
 * and points.
 */
export function showsLoyaltyPoints(tenant: string, payback: Cart['payback']): boolean {
  return loyaltyAvailable(tenant) && Boolean(payback?.number || payback?.scrid) && Boolean(payback?.points);
}

/** Points with the degree-P suffix: 1234 is '1.234 °P' (English: '1,234 °P'). */
export function formatLoyaltyPoints(points: number, locale: ShopLocale = 'de'): string {
  return `${numberFormat(locale, POINTS_FORMAT_OPTIONS).format(points)}\u00a0°P`;
}
