/**
 * `props.payments` of the start-up data: what the express payment buttons need from the host. A provider
 * without its entry (or with an entry that does not fit) is not offered.
 */
export interface PaymentsConfig {
  /** Where the shopper goes once a provider approved the payment; default: the cart's `nextStepUrl`. */
  nextUrl?: string;
  /**
   * Where a provider brings the shopper back after authenticating on its own pages (a card's 3-D Secure
   * redirect, Stripe's `return_url`); default `nextUrl`.
   */
  returnUrl?: string;
  /** Wallet cards (Apple Pay, Google Pay) through Stripe. */
  stripe?: StripeConfig;
  paypal?: PaypalConfig;
  amazonPay?: AmazonPayConfig;
}

export interface StripeConfig {
  /** The publishable key (`pk_live_…`, `pk_test_…`). */
  publishableKey: string;
  /** Stripe.js; default https://js.stripe.com/endive/stripe.js (the version the loader expects). */
  scriptUrl?: string;
  /** The merchant's country for the payment request; default the tenant's country. */
  country?: string;
}

export interface PaypalConfig {
  clientId: string;
  /** `sandbox` or `production` (default): which PayPal SDK the loader takes. */
  environment?: 'sandbox' | 'production';
  /** The base URL of the PayPal SDK script instead of PayPal's own (the loader's `sdkBaseUrl`). */
  sdkBaseUrl?: string;
}

export interface AmazonPayConfig {
  /** The public key id the session payload is signed for. */
  publicKeyId: string;
  /** Amazon Pay's checkout.js; default the EU script https://static-eu.payments-amazon.com/checkout.js. */
  scriptUrl?: string;
  /** The merchant's ledger currency; default the cart's currency. */
  ledgerCurrency?: string;
  /** `PayAndShip` (default: boxes and letters are shipped) or `PayOnly`. */
  productType?: 'PayAndShip' | 'PayOnly';
  /** The button colour: `Gold` (default), `LightGray` or `DarkGray`. */
  buttonColor?: 'Gold' | 'LightGray' | 'DarkGray';
}
