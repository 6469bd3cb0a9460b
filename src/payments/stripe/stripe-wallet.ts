// Wallet cards (Apple Pay, Google Pay) through Stripe's Express Checkout Element: Stripe.js loaded with
// care, then handed to the official loader; an Elements group for the cart's total (minor units, lower-case
// currency, manual capture, card only) and the element with 48 px buttons asking for e-mail and billing
// address (spec point 9), and the phone number the server's validation wants.
import { loadStripe } from '@stripe/stripe-js/pure';
import type {
  AvailablePaymentMethods,
  Stripe,
  StripeElements,
  StripeExpressCheckoutElement,
} from '@stripe/stripe-js';
import { EXPRESS_PAYMENT, type Money, type ShopLocale } from '../../domain/index.js';
import { walletAmount, type ExpressPaymentType } from '../../domain/payments/index.js';
import { loadProviderScript, ScriptLoadError, withTimeout } from '../area/load-script.js';
import type { ResolvedStripe } from '../area/payments-config.js';

export interface StripeWallet {
  stripe: Stripe;
  elements: StripeElements;
  element: StripeExpressCheckoutElement;
}

const hasStripe = () => typeof (window as { Stripe?: unknown }).Stripe === 'function';

/** The express types of the wallets the device offers (from the element's `ready` event). */
export function walletTypesOf(methods: AvailablePaymentMethods | undefined): ExpressPaymentType[] {
  const types: ExpressPaymentType[] = [];
  if (methods?.applePay) types.push('stripeApplePayExpress');
  if (methods?.googlePay) types.push('stripeGooglePayExpress');
  return types;
}

/** The express type of the wallet Stripe names in its events ('apple_pay', 'google_pay'). */
export function walletTypeOf(stripeType: string): ExpressPaymentType | null {
  if (stripeType === 'apple_pay') return 'stripeApplePayExpress';
  if (stripeType === 'google_pay') return 'stripeGooglePayExpress';
  return null;
}

/**
 * Loads Stripe.js (our script element: nonce, Trusted Types, time-out), lets @stripe/stripe-js use the
 * Stripe it finds, and creates the Express Checkout Element for the total (not mounted yet).
 */
/** Stripe's name of the cart's language. */
const stripeLocale = (locale: ShopLocale | undefined) => (locale === 'en' ? 'en-GB' : 'de');

export async function loadStripeWallet(
  config: ResolvedStripe,
  options: { nonce: string | undefined; total: Money; locale?: ShopLocale },
): Promise<StripeWallet> {
  await loadProviderScript(config.scriptUrl, { nonce: options.nonce, isLoaded: hasStripe });
  const stripe = await withTimeout(
    loadStripe(config.publishableKey, { locale: stripeLocale(options.locale) }),
    config.scriptUrl,
  );
  if (!stripe) throw new ScriptLoadError(config.scriptUrl, 'no-global');
  const elements = stripe.elements({
    mode: 'payment',
    ...walletAmount(options.total),
    captureMethod: EXPRESS_PAYMENT.captureMethod,
    allowedPaymentMethodTypes: [...EXPRESS_PAYMENT.paymentMethodTypes],
    locale: stripeLocale(options.locale),
  });
  const element = elements.create('expressCheckout', {
    buttonHeight: EXPRESS_PAYMENT.buttonHeight,
    emailRequired: true,
    billingAddressRequired: true,
    // The server's validation of the personal information wants a phone number too.
    phoneNumberRequired: true,
    // The wallets only: PayPal and Amazon Pay have buttons of their own.
    paymentMethods: {
      applePay: 'auto',
      googlePay: 'auto',
      link: 'never',
      paypal: 'never',
      amazonPay: 'never',
      klarna: 'never',
    },
    buttonType: { applePay: 'buy', googlePay: 'buy' },
    layout: { maxColumns: 1, overflow: 'never' },
  });
  return { stripe, elements, element };
}

/** Sets the wallet's amount to the cart's total; answers the amount it now holds (minor units). */
export function updateWalletAmount(wallet: StripeWallet, total: Money): number {
  const amount = walletAmount(total);
  wallet.elements.update(amount);
  return amount.amount;
}
