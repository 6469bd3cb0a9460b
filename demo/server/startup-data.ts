// The start-up data a host page would render into <shop-cart>, for the demo panel and for tests.
import type { Cart, CartMode, Tenant, TenantConfig } from '../../src/domain/index.js';
import { calculateCart } from './calculate.js';
import type { CartState } from './state.js';
import { tenantConfigFor } from './tenants.js';

/** The hashed e-mail of the demo's logged-in customer (any non-empty string means logged in). */
export const DEMO_CUSTOMER_HASH = 'demo-customer-7f3a9c';

export interface StartupDataOptions {
  /** Put the cart into the data (the element then makes no request on load). */
  includeCart: boolean;
  newDesign: boolean;
  itemLayout: 'current' | 'next';
}

export interface StartupData {
  baseUrl: string;
  locale: 'de';
  tenant: Tenant;
  props: {
    cart?: Cart;
    mode: CartMode;
    customerEmailHash: string | null;
    nextStepUrl: string;
    newDesign: boolean;
    itemLayout: 'current' | 'next';
    tenantConfig: TenantConfig;
  };
  errorReporting: { enabled: boolean; dsn: string; environment: string; release: string };
}

export function startupData(state: CartState, options: StartupDataOptions): StartupData {
  const data: StartupData = {
    baseUrl: '',
    locale: 'de',
    tenant: state.tenant,
    props: {
      mode: state.mode,
      customerEmailHash: state.loggedIn ? DEMO_CUSTOMER_HASH : null,
      nextStepUrl: '/checkout',
      newDesign: options.newDesign,
      itemLayout: options.itemLayout,
      tenantConfig: tenantConfigFor(state.tenant),
    },
    errorReporting: { enabled: false, dsn: '', environment: 'demo', release: 'demo' },
  };
  if (options.includeCart) data.props.cart = calculateCart(state);
  return data;
}
