// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served by the demo server at
// /test-providers/stripe.js: the part of its browser API the cart uses. `Stripe(key)`, `elements()` with
// `update()` and `submit()`, the Express Checkout Element (`create('expressCheckout')`, `mount`, `on`,
// `destroy`) with its events ready, click, confirm, cancel, and `confirmPayment()`. What the wallet does
// comes from GET /api/test/payment-providers (set by tests and the demo panel): the device's wallet, and
// whether the shopper approves, cancels, gives no phone number, the card is declined, or the wallet fails
// at the click (loaderror instead of its sheet).
// It writes text only and sets styles through CSSOM, so it runs under Trusted Types and a strict CSP.
(() => {
  /** What tests can read and steer: the Elements groups (amounts), sheets shown, confirmations. */
  const record = {
    groups: [],
    sheets: [],
    confirmations: [],
    failures: [],
    /** When true, `elements.update()` throws, as Stripe does while its sheet is open. */
    failUpdates: false,
  };
  const standIns = (window.shopPaymentStandIns = window.shopPaymentStandIns || {});
  standIns.stripe = record;

  const settings = () =>
    fetch('/api/test/payment-providers', { credentials: 'same-origin' })
      .then((response) => response.json())
      .then((all) => all.stripe);

  const PAYER = {
    name: 'Erika Mustermann',
    email: 'erika.mustermann@example.com',
    phone: '+49 221 1234567',
    address: {
      line1: 'Heidestraße 17',
      line2: null,
      city: 'Köln',
      postal_code: '51147',
      country: 'DE',
      state: '',
    },
  };

  const WALLET_NAMES = { applePay: 'Apple Pay', googlePay: 'Google Pay' };
  const WALLET_TYPES = { applePay: 'apple_pay', googlePay: 'google_pay' };

  function expressCheckout(group, options) {
    const handlers = new Map();
    let container = null;
    const emit = (name, event) => (handlers.get(name) || []).forEach((handler) => handler(event));

    function click(wallet) {
      let answered = false;
      const timer = setTimeout(() => {
        if (!answered)
          console.error('Stripe stand-in: click events must be resolved or rejected within 1 second');
      }, 1000);
      emit('click', {
        elementType: 'expressCheckout',
        expressPaymentType: WALLET_TYPES[wallet],
        resolve: () => {
          if (answered) return;
          answered = true;
          clearTimeout(timer);
          void sheet(wallet);
        },
        reject: () => {
          answered = true;
          clearTimeout(timer);
        },
      });
    }

    async function sheet(wallet) {
      record.sheets.push({ wallet, amount: group.amount, currency: group.currency });
      const { outcome } = await settings();
      if (outcome === 'cancel') {
        emit('cancel', { elementType: 'expressCheckout' });
        return;
      }
      if (outcome === 'unavailable') {
        // The wallet fails under the shopper's hand: no sheet, the element reports it could not load.
        emit('loaderror', {
          elementType: 'expressCheckout',
          error: { type: 'api_connection_error', message: 'Stripe stand-in: the wallet is unavailable' },
        });
        return;
      }
      const billingDetails = outcome === 'missing-fields' ? { ...PAYER, phone: undefined } : PAYER;
      emit('confirm', {
        elementType: 'expressCheckout',
        expressPaymentType: WALLET_TYPES[wallet],
        billingDetails: options.billingAddressRequired ? billingDetails : { name: billingDetails.name },
        paymentFailed: (payload) => record.failures.push(payload || {}),
      });
    }

    const element = {
      on(name, handler) {
        handlers.set(name, [...(handlers.get(name) || []), handler]);
        return element;
      },
      off(name) {
        handlers.delete(name);
        return element;
      },
      mount(target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        // Stripe's iframes need an element of the page's document, not one inside a shadow root.
        if (!(container instanceof HTMLElement) || container.getRootNode() !== document) {
          throw new Error('Stripe stand-in: mount() needs an element in the document');
        }
        void settings().then(
          ({ wallet }) => {
            const wallets = wallet === 'none' ? [] : wallet === 'both' ? ['applePay', 'googlePay'] : [wallet];
            for (const name of wallets) {
              const button = document.createElement('button');
              button.type = 'button';
              button.textContent = WALLET_NAMES[name];
              button.dataset.standIn = `stripe-${name}`;
              button.style.height = `${options.buttonHeight || 44}px`;
              button.style.width = '100%';
              button.style.color = '#fff';
              button.style.background = '#000';
              button.style.border = '0';
              button.style.borderRadius = '4px';
              button.style.font = '600 16px system-ui, sans-serif';
              button.addEventListener('click', () => click(name));
              container?.append(button);
            }
            emit('ready', {
              elementType: 'expressCheckout',
              availablePaymentMethods: {
                applePay: wallets.includes('applePay'),
                googlePay: wallets.includes('googlePay'),
                link: false,
                paypal: false,
                amazonPay: false,
                klarna: false,
              },
            });
          },
          (error) => emit('loaderror', { elementType: 'expressCheckout', error: { message: String(error) } }),
        );
        return element;
      },
      update() {
        return element;
      },
      unmount() {
        container?.replaceChildren();
        container = null;
      },
      destroy() {
        element.unmount();
        handlers.clear();
      },
    };
    return element;
  }

  function elements(options = {}) {
    if (
      options.mode === 'payment' &&
      (!Number.isInteger(options.amount) || typeof options.currency !== 'string')
    ) {
      throw new Error('Stripe stand-in: elements() in payment mode needs an integer amount and a currency');
    }
    const group = {
      options: { ...options },
      amount: options.amount,
      currency: options.currency,
      submitted: 0,
    };
    record.groups.push(group);
    return {
      update(next) {
        if (record.failUpdates) throw new Error('Stripe stand-in: elements.update() refused');
        Object.assign(group.options, next);
        if (next.amount !== undefined) group.amount = next.amount;
        if (next.currency !== undefined) group.currency = next.currency;
      },
      async submit() {
        group.submitted += 1;
        return {};
      },
      create(type, elementOptions = {}) {
        if (type !== 'expressCheckout') throw new Error(`Stripe stand-in: no ${type} element`);
        group.element = elementOptions;
        return expressCheckout(group, elementOptions);
      },
    };
  }

  function Stripe(publishableKey, options = {}) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('Stripe stand-in: a publishable key (pk_...) is needed');
    }
    record.key = publishableKey;
    record.locale = options.locale;
    return {
      elements,
      async confirmPayment({ elements: group, clientSecret, confirmParams, redirect }) {
        record.confirmations.push({
          clientSecret,
          returnUrl: confirmParams?.return_url,
          redirect,
          hasElements: Boolean(group),
        });
        const { outcome } = await settings();
        if (outcome === 'declined') {
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        }
        return {
          paymentIntent: { id: String(clientSecret).split('_secret')[0], status: 'requires_capture' },
        };
      },
      _registerWrapper() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
