// What the demo backend knows per tenant: currency, shipping prices and titles, and the tenant
// configuration the host page puts into the start-up data.
import {
  experiencesCount,
  giftWrapperSize,
  greetingCardBoxPrice,
  tenantShortBrand,
  toMinorUnits,
} from '../../src/domain/index.js';
import type { ShippingMethodId, Tenant, TenantConfig } from '../../src/domain/index.js';

export function currencyOf(tenant: Tenant): string {
  return tenant === 'MD_CH' ? 'CHF' : 'EUR';
}

/** Shipping prices in minor units. */
export const SHIPPING_PRICE_CENTS: Readonly<Record<ShippingMethodId, number>> = {
  online: 0,
  standard: 195,
  box_standard: 495,
  express: 995,
  box_express: 1295,
};

export const SHIPPING_TITLES: Readonly<Record<ShippingMethodId, string>> = {
  online: 'Online-Versand (PDF)',
  standard: 'Standardversand',
  box_standard: 'Standardversand (Paket)',
  express: 'Expressversand',
  box_express: 'Expressversand (Paket)',
};

/** What the shop says below each method's title: how it comes. */
export const SHIPPING_SUBTITLES: Readonly<Record<ShippingMethodId, string>> = {
  online: 'Per E-Mail zum Selbstausdrucken',
  standard: 'Als Brief mit dem Briefdienst',
  box_standard: 'Als Paket mit dem Paketdienst',
  express: 'Als Brief, Zustellung am nächsten Werktag',
  box_express: 'Als Paket, Zustellung am nächsten Werktag',
};

/** The greeting-card box price in minor units (7,90 EUR; 7,90 CHF for MD_CH). */
export function giftBoxCents(tenant: Tenant): number {
  return toMinorUnits(greetingCardBoxPrice(tenant).amount);
}

const BRANDS = {
  JS: { name: 'JS Erlebnisse', host: 'js-erlebnisse.example' },
  MD: { name: 'MD Glückstage', host: 'md-glueckstage.example' },
} as const;

/** The tenant configuration of spec point 3, as a host page would pass it in the start-up data. */
export function tenantConfigFor(tenant: Tenant): TenantConfig {
  const brand = BRANDS[tenantShortBrand(tenant)];
  const href = `https://www.${brand.host}/`;
  return {
    brandDisplayName: brand.name,
    urls: {
      web: { href, label: `www.${brand.host}` },
      redemption: `${href}einloesen`,
      redeemVoucher: `${href}einloesen`,
    },
    notCountableSkus: ['7496'],
    noOfExperiences: experiencesCount(tenant),
    giftWrapperSize: giftWrapperSize(tenant),
    boxWithGreetingCardPrice: greetingCardBoxPrice(tenant),
    shippingProviders: { box: 'Paketdienst', letter: 'Briefdienst' },
  };
}
