import type { ShippingMethodId } from './types/index.js';

/** How a shipping method id is grouped: Express, Standard or PDF. */
export type ShippingKind = 'Express' | 'Standard' | 'PDF';

/** Every shipping method id of spec point 3. */
export const SHIPPING_METHODS: readonly ShippingMethodId[] = [
  'online',
  'standard',
  'box_standard',
  'express',
  'box_express',
];

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

/** The shipping type shown in the summary: 'express' for express methods, else 'standard'. */
export function summaryShippingType(method: ShippingMethodId): 'express' | 'standard' {
  return shippingKind(method) === 'Express' ? 'express' : 'standard';
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
