// Amazon Pay's checkout.js has no npm loader: it is loaded like the others (script element with the
// nonce, Trusted Types, the 120 s time-out). These are the parts of its browser API the cart uses.
import { EXPRESS_PAYMENT } from '../../domain/index.js';
import { loadProviderScript } from '../area/load-script.js';
import type { ResolvedAmazonPay } from '../area/payments-config.js';

export interface AmazonCheckoutSessionConfig {
  payloadJSON: string;
  signature: string;
  publicKeyId: string;
}

export interface AmazonPayButtonOptions {
  merchantId: string;
  publicKeyId: string;
  ledgerCurrency: string;
  checkoutLanguage: string;
  productType: 'PayAndShip' | 'PayOnly';
  placement: 'Cart';
  buttonColor: 'Gold' | 'LightGray' | 'DarkGray';
  sandbox: boolean;
}

/** The button renderButton gives: the click is ours, the checkout starts with the signed session. */
export interface AmazonPayButtonHandle {
  onClick(handler: () => void): void;
  initCheckout(options: { createCheckoutSessionConfig: AmazonCheckoutSessionConfig }): void;
}

interface AmazonNamespace {
  Pay?: { renderButton(selector: string, options: AmazonPayButtonOptions): AmazonPayButtonHandle };
}

const amazonPay = () => (window as { amazon?: AmazonNamespace }).amazon?.Pay;

/** Loads checkout.js once; resolves with amazon.Pay. */
export async function loadAmazonPay(config: ResolvedAmazonPay, nonce: string | undefined) {
  await loadProviderScript(config.scriptUrl, { nonce, isLoaded: () => Boolean(amazonPay()?.renderButton) });
  const pay = amazonPay();
  if (!pay) throw new Error('amazon.Pay is missing');
  return pay;
}

/** The button options: German checkout (spec point 9), the merchant from the server, the host's details. */
export function amazonButtonOptions(
  config: ResolvedAmazonPay,
  merchant: { merchantId: string; isSandbox: boolean },
  currency: string,
): AmazonPayButtonOptions {
  return {
    merchantId: merchant.merchantId,
    publicKeyId: config.publicKeyId,
    ledgerCurrency: config.ledgerCurrency ?? currency,
    checkoutLanguage: EXPRESS_PAYMENT.amazonCheckoutLanguage,
    productType: config.productType ?? 'PayAndShip',
    placement: 'Cart',
    buttonColor: config.buttonColor ?? 'Gold',
    sandbox: merchant.isSandbox,
  };
}
