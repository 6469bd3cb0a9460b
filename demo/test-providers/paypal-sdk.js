// A stand-in for the PayPal JS SDK (https://www.paypal.com/sdk/js), served by the demo server at
// /test-providers/paypal-sdk.js and loaded by @paypal/paypal-js through its `sdkBaseUrl` option: the part
// of `paypal.Buttons` the cart uses (onInit with enable/disable, onClick with resolve/reject, createOrder,
// onApprove, onCancel, onError, isEligible, render, close). What the PayPal window does comes from
// GET /api/test/payment-providers: the payer approves, cancels, PayPal fails (in its window, or at the
// click before it asks for the order), or it hands over an approval without its data.
// It writes text only and sets styles through CSSOM, so it runs under Trusted Types and a strict CSP.
(() => {
  const script = document.currentScript;
  const query = script ? Object.fromEntries(new URL(script.src).searchParams) : {};
  if (!query['client-id']) throw new Error('PayPal stand-in: the SDK URL needs a client-id');
  const record = {
    query,
    nonce: script?.nonce || script?.getAttribute('data-csp-nonce') || '',
    orders: [],
    approvals: [],
  };
  const standIns = (window.shopPaymentStandIns = window.shopPaymentStandIns || {});
  standIns.paypal = record;

  const settings = () =>
    fetch('/api/test/payment-providers', { credentials: 'same-origin' })
      .then((response) => response.json())
      .then((all) => all.paypal);

  function Buttons(options = {}) {
    let container = null;
    let enabled = true;
    let button = null;

    async function click() {
      // A disabled button (onInit's actions.disable()) still tells onClick, but opens no window.
      const wasEnabled = enabled;
      let verdict = 'resolved';
      const actions = {
        resolve: async () => {
          verdict = 'resolved';
        },
        reject: async () => {
          verdict = 'rejected';
        },
      };
      const returned = await options.onClick?.({ fundingSource: 'paypal' }, actions);
      if (returned === false || verdict === 'rejected' || !wasEnabled) return;
      const { outcome } = await settings();
      if (outcome === 'unavailable') {
        // The SDK fails at the click, before it asks for the order (its window cannot open).
        options.onError?.(new Error('PayPal stand-in: the SDK is unavailable'));
        return;
      }
      let orderID;
      try {
        orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
      } catch (error) {
        options.onError?.(error);
        return;
      }
      record.orders.push(orderID);
      if (outcome === 'cancel') {
        options.onCancel?.({ orderID }, {});
        return;
      }
      if (outcome === 'error') {
        options.onError?.(new Error('PayPal stand-in: the payment window failed'));
        return;
      }
      record.approvals.push(orderID);
      try {
        // 'odd-approval': an approval without its data, which no real PayPal sends.
        const data = outcome === 'odd-approval' ? undefined : { orderID, payerID: 'DEMOPAYER1' };
        await options.onApprove?.(data, {});
      } catch (error) {
        options.onError?.(error);
      }
    }

    const setEnabled = (value) => {
      enabled = value;
      if (button) button.dataset.enabled = String(value);
    };

    return {
      isEligible: () => true,
      async render(target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        // PayPal renders iframes into an element of the page's document, never into a shadow root.
        if (!(container instanceof HTMLElement) || container.getRootNode() !== document) {
          throw new Error('PayPal stand-in: render() needs a container in the document');
        }
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.dataset.standIn = 'paypal';
        button.style.height = `${options.style?.height || 45}px`;
        button.style.width = '100%';
        button.style.background = '#ffc439';
        button.style.color = '#111';
        button.style.border = '0';
        button.style.borderRadius = '4px';
        button.style.font = 'italic 700 18px system-ui, sans-serif';
        button.addEventListener('click', () => void click());
        container.append(button);
        options.onInit?.(
          {},
          { enable: async () => setEnabled(true), disable: async () => setEnabled(false) },
        );
      },
      async close() {
        container?.replaceChildren();
        container = null;
      },
      async updateProps() {},
      resume() {},
      hasReturned: () => false,
    };
  }

  window.paypal = {
    version: '5.0.0-stand-in',
    FUNDING: { PAYPAL: 'paypal', CARD: 'card', PAYLATER: 'paylater' },
    Buttons,
  };
})();
