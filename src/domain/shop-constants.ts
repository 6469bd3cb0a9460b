import type { Money } from './types/index.js';
import type { ShopLocale } from './locale.js';
import type { ShortBrand } from './tenant.js';
import { tenantShortBrand } from './tenant.js';

/** Number of experiences the shop advertises per brand. */
export const EXPERIENCES_PER_BRAND: Readonly<Record<ShortBrand, number>> = { JS: 4000, MD: 8000 };

/** The number of experiences advertised for the tenant's brand (4000 or 8000). */
export function experiencesCount(tenant: string): number {
  return EXPERIENCES_PER_BRAND[tenantShortBrand(tenant)];
}

/** Gift wrapper sizes per brand, as printed in each language (decimal comma in German, point in English). */
const GIFT_WRAPPER_SIZES: Readonly<Record<ShopLocale, Readonly<Record<ShortBrand, string>>>> = {
  de: { JS: '16,2 x 16,2 x 1,7 cm', MD: '16,2 x 16,2 x 1,6 cm' },
  en: { JS: '16.2 x 16.2 x 1.7 cm', MD: '16.2 x 16.2 x 1.6 cm' },
};

/** The gift wrapper size of the tenant's brand, written in the shopper's language. */
export function giftWrapperSize(tenant: string, locale: ShopLocale = 'de'): string {
  return GIFT_WRAPPER_SIZES[locale][tenantShortBrand(tenant)];
}

/** The price of a box with greeting card: 7,90 EUR, 7,90 CHF for the Swiss tenant. */
export function greetingCardBoxPrice(tenant: string): Money {
  tenantShortBrand(tenant); // throws for an unknown tenant
  return { amount: 7.9, currencyCode: tenant === 'MD_CH' ? 'CHF' : 'EUR' };
}

/** Express delivery takes this many days. */
export const EXPRESS_DELIVERY_DAYS = 1;
/** Settings of the express payment buttons. */
export const EXPRESS_PAYMENT = {
  captureMethod: 'manual',
  paymentMethodTypes: ['card'],
  buttonHeight: 48,
  amazonCheckoutLanguage: 'de_DE',
} as const;
