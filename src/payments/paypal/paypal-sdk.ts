// The PayPal SDK through its official loader (@paypal/paypal-js): the nonce goes on its script
// (`data-csp-nonce`), a base URL replaces PayPal's own where the host configures one, and the spec's
// 120 s time-out applies (the loader has none).
import { loadScript, type PayPalNamespace } from '@paypal/paypal-js';
import type { PaypalConfig, ShopLocale } from '../../domain/index.js';
import { ScriptLoadError, withTimeout } from '../area/load-script.js';

/** Loads the SDK for the cart's currency: PayPal buttons in the cart's language, authorisation only (manual capture). */
export async function loadPaypal(
  config: PaypalConfig,
  options: { nonce: string | undefined; currency: string; locale?: ShopLocale },
): Promise<PayPalNamespace> {
  const name = config.sdkBaseUrl ?? 'PayPal SDK';
  const paypal = await withTimeout(
    loadScript({
      clientId: config.clientId,
      currency: options.currency,
      intent: 'authorize',
      commit: false,
      components: 'buttons',
      locale: options.locale === 'en' ? 'en_GB' : 'de_DE',
      ...(config.environment ? { environment: config.environment } : {}),
      ...(config.sdkBaseUrl ? { sdkBaseUrl: new URL(config.sdkBaseUrl, document.baseURI).href } : {}),
      ...(options.nonce ? { dataCspNonce: options.nonce } : {}),
    }),
    name,
  );
  if (!paypal?.Buttons) throw new ScriptLoadError(name, 'no-global');
  return paypal;
}
