// The start-up data a host page renders into <shop-cart>: for the demo page, the test endpoint and tests.
import type { Cart, CartMode, PaymentsConfig, Tenant, TenantConfig } from '../../src/domain/index.js';
import { visitCart } from './cart-answer.js';
import type { CartState } from './state.js';
import { tenantConfigFor } from './tenants.js';

/**
 * The express payments of the demo: every provider, each pointed at the stand-in of its script that the
 * demo server serves (/test-providers/); a finished flow goes to the demo's next step (/checkout/).
 */
export const DEMO_PAYMENTS: PaymentsConfig = {
  nextUrl: '/checkout/',
  stripe: { publishableKey: 'pk_test_demo', scriptUrl: '/test-providers/stripe.js' },
  paypal: { clientId: 'demo-client-id', environment: 'sandbox', sdkBaseUrl: '/test-providers/paypal-sdk.js' },
  amazonPay: { publicKeyId: 'DEMO-PUBLIC-KEY', scriptUrl: '/test-providers/amazon-checkout.js' },
};

/** The hashed e-mail of the demo's logged-in customer (any non-empty string means logged in). */
export const DEMO_CUSTOMER_HASH = 'demo-customer-7f3a9c';

export interface StartupDataOptions {
  /**
   * Put the visitor's current cart into the data (the element then makes no request on load). This is a
   * visit: a change armed between visits happens now and its changeset is in this cart only.
   */
  includeCart: boolean;
  newDesign: boolean;
  itemLayout: 'current' | 'next';
  /** A Sentry DSN: error reporting on, to this DSN. */
  errorReportingDsn?: string;
  /** The express payment buttons, with the stand-ins of the providers' scripts (DEMO_PAYMENTS). */
  payments?: boolean;
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
    payments?: PaymentsConfig;
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
    errorReporting: {
      enabled: Boolean(options.errorReportingDsn),
      dsn: options.errorReportingDsn ?? '',
      environment: 'demo',
      release: 'demo',
    },
  };
  if (options.includeCart) data.props.cart = visitCart(state);
  if (options.payments) data.props.payments = DEMO_PAYMENTS;
  return data;
}
