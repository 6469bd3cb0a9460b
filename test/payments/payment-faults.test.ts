// The fault matrix of the express payments' calls: every call of spec point 7 they make, failing with
// HTTP 500, an answer that is not JSON, and a dropped connection, and what the shopper then sees.
import { expect, waitUntil } from '@open-wc/testing';
import { resetCart } from '../helpers/reference-api.js';
import {
  ExpressPage,
  NEXT_URL,
  STAND_IN_PAYMENTS,
  flowCalls,
  type Provider,
} from '../helpers/express-page.js';
import { armFaultOn, clearExpressTraces } from '../helpers/express-storage.js';

type Fault = '500' | 'not-json' | 'drop';
const FAULTS: Fault[] = ['500', 'not-json', 'drop'];

const TEXT = {
  sessionFailed: /^Die Zahlung konnte nicht gestartet werden/,
  connection: /^Die Verbindung zum Zahlungsanbieter ist fehlgeschlagen/,
  express: /^Die Express-Zahlung hat leider nicht geklappt/,
  paypal: /^Die Zahlung mit PayPal hat leider nicht geklappt/,
};

interface Row {
  call: string;
  path: string;
  /** The provider whose button starts the flow (or whose button the call decides on). */
  provider: Provider;
  /** What the shopper sees for each fault: a message, the button hidden, or the flow going on. */
  expect: Partial<Record<Fault, RegExp | 'hidden' | 'goes-on'>> & {
    otherwise?: RegExp | 'hidden' | 'goes-on';
  };
}

const ROWS: Row[] = [
  {
    call: 'availability (PayPal)',
    path: '/api/payment-methods/paypalExpress/availability',
    provider: 'paypal',
    expect: { otherwise: 'hidden' },
  },
  {
    call: 'availability (wallet)',
    path: '/api/payment-methods/stripeGooglePayExpress/availability',
    provider: 'stripe',
    expect: { otherwise: 'hidden' },
  },
  {
    call: 'amazon-pay/merchant-account-properties',
    path: '/api/payment-methods/amazon-pay/merchant-account-properties',
    provider: 'amazonPay',
    expect: { otherwise: 'hidden' },
  },
  {
    call: 'amazon-pay/prepare-payment-session',
    path: '/api/payment-methods/amazon-pay/prepare-payment-session',
    provider: 'amazonPay',
    expect: { drop: TEXT.connection, otherwise: TEXT.sessionFailed },
  },
  {
    call: 'create-payment-session (wallet)',
    path: '/api/cart/create-payment-session',
    provider: 'stripe',
    expect: { drop: TEXT.connection, otherwise: TEXT.sessionFailed },
  },
  {
    call: 'create-payment-session (PayPal)',
    path: '/api/cart/create-payment-session',
    provider: 'paypal',
    expect: { drop: TEXT.connection, otherwise: TEXT.sessionFailed },
  },
  {
    call: 'validate-personal-information (wallet)',
    path: '/api/cart/validate-personal-information',
    provider: 'stripe',
    expect: { drop: TEXT.connection, otherwise: TEXT.express },
  },
  {
    call: 'validate-personal-information (PayPal)',
    path: '/api/cart/validate-personal-information',
    provider: 'paypal',
    expect: { drop: TEXT.connection, otherwise: TEXT.paypal },
  },
  {
    call: 'paypal/order/{id}',
    path: '/api/payment-methods/paypal/order/*',
    provider: 'paypal',
    expect: { drop: TEXT.connection, otherwise: TEXT.paypal },
  },
  {
    call: 'event checkout-express-payment-flow-started',
    path: '/api/event/checkout-express-payment-flow-started',
    provider: 'paypal',
    expect: { otherwise: 'goes-on' },
  },
  {
    call: 'event checkout-express-payment-flow-finished',
    path: '/api/event/checkout-express-payment-flow-finished',
    provider: 'stripe',
    expect: { otherwise: 'goes-on' },
  },
];

const ALL: Provider[] = ['stripe', 'paypal', 'amazonPay'];

describe('express payments: fault matrix', () => {
  let page: ExpressPage | undefined;
  beforeEach(clearExpressTraces);
  afterEach(() => {
    page?.remove();
    clearExpressTraces();
  });

  for (const row of ROWS) {
    for (const fault of FAULTS) {
      const outcome = row.expect[fault] ?? row.expect.otherwise!;
      const says = outcome instanceof RegExp ? `shows ${String(outcome).slice(2, 30)}…` : outcome;
      it(`${row.call} answering ${fault}: ${says}`, async () => {
        const cart = await resetCart();
        if (outcome === 'hidden') {
          await armFaultOn(row.path, fault);
          page = await ExpressPage.open(cart, { payments: STAND_IN_PAYMENTS });
          await page.buttonsShown(ALL.filter((provider) => provider !== row.provider));
          expect(page.error()).to.equal(null);
          return;
        }
        page = await ExpressPage.open(cart, { payments: STAND_IN_PAYMENTS });
        await page.buttonsShown(ALL);
        await armFaultOn(row.path, fault);
        if (outcome === 'goes-on') {
          const navigated = page.nextLoad();
          page.button(row.provider)!.click();
          await navigated;
          expect(page.view.location.pathname + page.view.location.search).to.equal(NEXT_URL);
          return;
        }
        page.button(row.provider)!.click();
        await waitUntil(() => page!.error(), 'the message', { timeout: 6000 });
        expect(page.error()!.textContent).to.match(outcome);
        expect(page.processing(), 'no overlay left').to.equal(null);
        expect(await flowCalls()).to.not.include('POST /api/event/checkout-express-payment-flow-finished');
        // The button takes the next click.
        await waitUntil(() => !page!.container(row.provider)!.inert, 'usable again', { timeout: 5000 });
      });
    }
  }
});
