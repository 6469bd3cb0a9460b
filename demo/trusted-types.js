// The demo shop's Trusted Types default policy (the page is served with require-trusted-types-for
// 'script'). The PayPal loader (@paypal/paypal-js) assigns the SDK's script URL as a plain string, which
// such a page refuses unless a default policy lets it through: this one lets exactly the PayPal SDK through
// (PayPal's own, or the demo's stand-in) and refuses everything else. <shop-cart> needs nothing here for
// Stripe and Amazon Pay: it loads their scripts through its own policy, 'shop-cart-payments'.
if (window.trustedTypes && !window.trustedTypes.defaultPolicy) {
  const PAYPAL_SDK = new Set(['https://www.paypal.com/sdk/js', 'https://www.sandbox.paypal.com/sdk/js']);
  window.trustedTypes.createPolicy('default', {
    createScriptURL(url) {
      const parsed = new URL(url, location.href);
      const standIn =
        parsed.origin === location.origin && parsed.pathname === '/test-providers/paypal-sdk.js';
      if (standIn || PAYPAL_SDK.has(`${parsed.origin}${parsed.pathname}`)) return url;
      throw new TypeError(`The demo page's policy does not allow the script ${url}`);
    },
  });
}
