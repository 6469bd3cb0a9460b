// The stand-ins for the payment providers' scripts (demo/test-providers/): what each visitor's stand-ins
// do, set through POST /api/test/payment-providers (tests, the demo panel) and read by the stand-in
// scripts when a shopper acts, and how the scripts themselves are served.

/** How a stand-in script is served: as it is, failing (HTTP 500), empty (no global), or not at all. */
export const SCRIPT_OUTCOMES = ['ok', 'fail', 'no-global', 'hang'] as const;
export type ScriptOutcome = (typeof SCRIPT_OUTCOMES)[number];

/**
 * What the stand-in's payment sheet does: the shopper approves, cancels, or the provider fails. The
 * wallet also knows a payer without a phone number (the server names it missing), a declined card, and a
 * wallet that fails at the click instead of opening its sheet (`unavailable`: the element's loaderror).
 * PayPal's SDK can fail at the click before it asks for the order (`unavailable`: onError first), and
 * hand over an approval without its data (`odd-approval`: the cart's code meets what it cannot read).
 */
export const STRIPE_OUTCOMES = ['success', 'cancel', 'missing-fields', 'declined', 'unavailable'] as const;
export const PAYPAL_OUTCOMES = ['success', 'cancel', 'error', 'unavailable', 'odd-approval'] as const;
export const AMAZON_PAY_OUTCOMES = ['success', 'cancel', 'error'] as const;
/** The wallet the device offers. */
export const WALLETS = ['googlePay', 'applePay', 'both', 'none'] as const;

export interface PaymentStandIns {
  stripe: {
    script: ScriptOutcome;
    outcome: (typeof STRIPE_OUTCOMES)[number];
    wallet: (typeof WALLETS)[number];
  };
  paypal: { script: ScriptOutcome; outcome: (typeof PAYPAL_OUTCOMES)[number] };
  amazonPay: { script: ScriptOutcome; outcome: (typeof AMAZON_PAY_OUTCOMES)[number] };
}

export const defaultPaymentStandIns = (): PaymentStandIns => ({
  stripe: { script: 'ok', outcome: 'success', wallet: 'googlePay' },
  paypal: { script: 'ok', outcome: 'success' },
  amazonPay: { script: 'ok', outcome: 'success' },
});

/** The stand-in scripts, by the name they are served under (/test-providers/NAME). */
export const STAND_IN_SCRIPTS: Readonly<Record<string, keyof PaymentStandIns>> = {
  'stripe.js': 'stripe',
  'paypal-sdk.js': 'paypal',
  'amazon-checkout.js': 'amazonPay',
};

/** Where the stand-in scripts are served. */
export const STAND_IN_PATH = '/test-providers/';

/** A 'hang' answers after this long: longer than the element's 120 s time-out. */
export const HANG_MS = 125_000;
