// A stand-in for Amazon Pay's checkout.js (https://static-eu.payments-amazon.com/checkout.js), served by
// the demo server at /test-providers/amazon-checkout.js: `amazon.Pay.renderButton(selector, options)` and
// the button's `onClick` and `initCheckout({ createCheckoutSessionConfig })`. What Amazon's pages do comes
// from GET /api/test/payment-providers: the shopper approves (the page goes to the session's
// checkoutReviewReturnUrl), cancels (back to the cart page), or checkout.js fails at the session
// (`error`: initCheckout throws, as the script does when Amazon Pay cannot start a checkout). It writes
// text only and sets styles through CSSOM (Trusted Types, strict CSP).
(() => {
  const record = { buttons: [], checkouts: [] };
  const standIns = (window.shopPaymentStandIns = window.shopPaymentStandIns || {});
  standIns.amazonPay = record;

  let outcome = 'success';
  const refresh = () =>
    fetch('/api/test/payment-providers', { credentials: 'same-origin' })
      .then((response) => response.json())
      .then((all) => {
        outcome = all.amazonPay.outcome;
      });

  const REQUIRED = [
    'merchantId',
    'publicKeyId',
    'ledgerCurrency',
    'checkoutLanguage',
    'productType',
    'placement',
  ];

  function renderButton(selector, options) {
    // checkout.js finds its container with document.querySelector: never one inside a shadow root.
    const container = typeof selector === 'string' ? document.querySelector(selector) : null;
    if (!container) throw new Error(`Amazon Pay stand-in: no element in the document matches ${selector}`);
    const missing = REQUIRED.filter((key) => !options?.[key]);
    if (missing.length > 0) throw new Error(`Amazon Pay stand-in: renderButton needs ${missing.join(', ')}`);
    record.buttons.push({ selector, options: { ...options } });
    let onClick = null;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Amazon Pay';
    button.dataset.standIn = 'amazon-pay';
    button.style.height = '48px';
    button.style.width = '100%';
    button.style.background = options.buttonColor === 'DarkGray' ? '#333' : '#ffd814';
    button.style.color = options.buttonColor === 'DarkGray' ? '#fff' : '#111';
    button.style.border = '0';
    button.style.borderRadius = '4px';
    button.style.font = '700 16px system-ui, sans-serif';
    // The outcome is read first, so that initCheckout can answer at once, as checkout.js does.
    button.addEventListener('click', () => void refresh().then(() => onClick?.()));
    container.append(button);
    return {
      onClick(handler) {
        onClick = handler;
      },
      initCheckout({ createCheckoutSessionConfig: config } = {}) {
        if (!config?.payloadJSON || !config.signature || !config.publicKeyId) {
          throw new Error(
            'Amazon Pay stand-in: createCheckoutSessionConfig needs payloadJSON, signature and publicKeyId',
          );
        }
        const payload = JSON.parse(config.payloadJSON);
        record.checkouts.push({ config, payload });
        if (outcome === 'error')
          throw new Error('Amazon Pay stand-in: checkout.js could not start the checkout session');
        // Amazon's pages take over; the shopper comes back to the return URL, or to the cart on a cancel.
        const next =
          outcome === 'cancel' ? location.href : payload.webCheckoutDetails?.checkoutReviewReturnUrl || '/';
        setTimeout(() => location.assign(next), 0);
      },
    };
  }

  void refresh();
  window.amazon = { Pay: { renderButton } };
})();
