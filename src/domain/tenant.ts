/** The eight storefronts of spec point 3. */
export const TENANTS = [
  'JS_DE',
  'JS_NOW_DE',
  'JS_AT',
  'JS_TEST',
  'MD_DE',
  'MD_AT',
  'MD_CH',
  'MD_TEST',
] as const;

export type Tenant = (typeof TENANTS)[number];
export type ShortBrand = 'JS' | 'MD';
export type TenantCountry = 'DE' | 'AT' | 'CH';

/**
 * What the cart needs to know of a tenant. The tenant's URL prefix of spec point 3 (js-de, ...) is not
 * here: the cart builds only root-relative links, and the fragments whose routes carry the prefix own it
 * (docs/spec-coverage.md).
 */
interface TenantFacts {
  shortBrand: ShortBrand;
  country: TenantCountry;
}

const TENANT_FACTS: Record<Tenant, TenantFacts> = {
  JS_DE: { shortBrand: 'JS', country: 'DE' },
  JS_NOW_DE: { shortBrand: 'JS', country: 'DE' },
  JS_AT: { shortBrand: 'JS', country: 'AT' },
  JS_TEST: { shortBrand: 'JS', country: 'DE' },
  MD_DE: { shortBrand: 'MD', country: 'DE' },
  MD_AT: { shortBrand: 'MD', country: 'AT' },
  MD_CH: { shortBrand: 'MD', country: 'CH' },
  MD_TEST: { shortBrand: 'MD', country: 'DE' },
};

/** Tax factors per country: DE (and the test tenants) 1.19, AT 1.2, CH 1.077. */
const TAX_FACTORS: Readonly<Record<TenantCountry, number>> = { DE: 1.19, AT: 1.2, CH: 1.077 };

/** True when `x` is one of the eight tenants. */
export function isTenant(x: unknown): x is Tenant {
  return typeof x === 'string' && (TENANTS as readonly string[]).includes(x);
}

function factsOf(tenant: string): TenantFacts | undefined {
  return isTenant(tenant) ? TENANT_FACTS[tenant] : undefined;
}

/**
 * The country of a tenant; the test tenants and JS_NOW_DE count as DE.
 * @throws Error 'No country code found for "X" tenant' for an unknown tenant.
 */
export function tenantCountry(tenant: string): TenantCountry {
  const facts = factsOf(tenant);
  if (!facts) throw new Error(`No country code found for "${tenant}" tenant`);
  return facts.country;
}

/**
 * The short brand of a tenant, 'JS' (first brand) or 'MD' (second brand).
 * @throws Error for an unknown tenant.
 */
export function tenantShortBrand(tenant: string): ShortBrand {
  const facts = factsOf(tenant);
  if (!facts) throw new Error(`No brand found for "${tenant}" tenant`);
  return facts.shortBrand;
}

/** The tax factor of a tenant's country (1.19, 1.2 or 1.077). */
export function taxFactor(tenant: string): number {
  return TAX_FACTORS[tenantCountry(tenant)];
}

/** True for the tenants whose country is Germany (the test tenants and JS_NOW_DE included). */
export function isGermanTenant(tenant: string): boolean {
  return isTenant(tenant) && TENANT_FACTS[tenant].country === 'DE';
}
