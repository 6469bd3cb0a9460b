import type { Cart } from './types/index.js';
import { isKnownValue } from './open-values.js';

/** Every shipping method id of spec point 3. */
export const SHIPPING_METHODS = ['online', 'standard', 'box_standard', 'express', 'box_express'] as const;

export type ShippingMethodId = (typeof SHIPPING_METHODS)[number];

/** How a shipping method id is grouped: Express, Standard or PDF. */
export type ShippingKind = 'Express' | 'Standard' | 'PDF';

/** True for a shipping method this version knows. */
export const isShippingMethod = (method: unknown): method is ShippingMethodId =>
  isKnownValue(SHIPPING_METHODS, method);

/**
 * The shipping methods the cart offers, in the answer's order: a method this version does not know is
 * simply not offered.
 */
export function offeredShippingMethods(cart: Pick<Cart, 'availableShippingMethods'>): ShippingMethodId[] {
  return cart.availableShippingMethods.flatMap(({ method }) => (isShippingMethod(method) ? [method] : []));
}

/** The method the cart ships with, when it is one this version knows. */
export function selectedShippingMethod(cart: Pick<Cart, 'shipping'>): ShippingMethodId | undefined {
  const method = cart.shipping?.method;
  return isShippingMethod(method) ? method : undefined;
}

/** The country codes of spec point 3. */
export const COUNTRY_CODES = ['DE', 'AT', 'CH', 'NL', 'FR', 'LU', 'ES', 'IT', 'BE', 'LI', 'GB'] as const;

const KIND_BY_METHOD: Readonly<Record<ShippingMethodId, ShippingKind>> = {
  online: 'PDF',
  standard: 'Standard',
  box_standard: 'Standard',
  express: 'Express',
  box_express: 'Express',
};

/** online is 'PDF', standard and box_standard are 'Standard', express and box_express are 'Express'. */
export function shippingKind(method: ShippingMethodId): ShippingKind {
  return KIND_BY_METHOD[method];
}

const STANDARD_COUNTRIES: readonly string[] = ['DE', 'AT', 'CH', 'IT'];

/**
 * True when the method may ship to the country for the tenant: express only to DE; standard only to
 * DE, AT, CH and IT, but for the Swiss tenant (MD_CH) only to CH; online everywhere.
 */
export function shippingAllowed(method: ShippingMethodId, countryCode: string, tenant: string): boolean {
  switch (shippingKind(method)) {
    case 'PDF':
      return true;
    case 'Express':
      return countryCode === 'DE';
    case 'Standard':
      return tenant === 'MD_CH' ? countryCode === 'CH' : STANDARD_COUNTRIES.includes(countryCode);
  }
}
