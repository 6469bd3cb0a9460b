import type { Tenant } from './tenant.js';

/** The two-letter order id prefixes of spec point 3, per tenant. */
const ORDER_ID_PREFIXES: Readonly<Record<Tenant, string>> = {
  JS_DE: 'JD',
  JS_AT: 'JA',
  JS_NOW_DE: 'ND',
  JS_TEST: 'TT',
  MD_DE: 'MD',
  MD_AT: 'MA',
  MD_CH: 'MC',
  MD_TEST: 'TM',
};

const TENANT_BY_PREFIX = new Map<string, Tenant>(
  Object.entries(ORDER_ID_PREFIXES).map(([tenant, prefix]) => [prefix, tenant as Tenant]),
);

/**
 * The tenant an order id belongs to: '1-JD...' is JS_DE.
 * @throws Error 'Cannot map tenant from invalid order ID: {id}' unless the id is '1-' plus a known prefix.
 */
export function tenantFromOrderId(id: string): Tenant {
  const prefix = /^1-([A-Z]{2})/.exec(id)?.[1];
  const tenant = prefix === undefined ? undefined : TENANT_BY_PREFIX.get(prefix);
  if (!tenant) throw new Error(`Cannot map tenant from invalid order ID: ${id}`);
  return tenant;
}

/**
 * The order id prefix of a tenant: JS_DE is 'JD'.
 * @throws Error 'Cannot get prefix from the given tenant: {tenant}' for an unknown tenant.
 */
export function orderIdPrefix(tenant: string): string {
  const prefix = Object.hasOwn(ORDER_ID_PREFIXES, tenant) ? ORDER_ID_PREFIXES[tenant as Tenant] : undefined;
  if (!prefix) throw new Error(`Cannot get prefix from the given tenant: ${tenant}`);
  return prefix;
}
