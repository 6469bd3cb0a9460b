// The fault matrix of the express payments' calls: every call of spec point 7 they make, failing with
// HTTP 500, an answer that is not JSON, and a dropped connection, and what the shopper then sees.
import { expect, waitUntil } from '@open-wc/testing';
import { resetCart } from '../helpers/reference-api.js';
import {
  EXPRESS_FAILURE_TEXT,
  ExpressPage,
  expressPageEachTest,
  NEXT_URL,
  STAND_IN_PAYMENTS,
  flowCalls,
  type Provider,
} from '../helpers/express-page.js';
import { armFaultOn } from '../helpers/express-storage.js';

type Fault = '500' | 'not-json' | 'drop';
const FAULTS: Fault[] = ['500', 'not-json', 'drop'];

const TEXT = EXPRESS_FAILURE_TEXT;

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

const METHODS = '/api/payment-methods';
const CART = '/api/cart';
const EVENT = '/api/event';

/** Rows of calls whose failures the shopper sees alike: [call, path, provider] each. */
const alike = (expected: Row['expect'], calls: [string, string, Provider][]): Row[] =>
  calls.map(([call, path, provider]) => ({ call, path, provider, expect: expected }));

const ROWS: Row[] = [
  ...alike({ otherwise: 'hidden' }, [
    ['availability (PayPal)', `${METHODS}/paypalExpress/availability`, 'paypal'],
    ['availability (wallet)', `${METHODS}/stripeGooglePayExpress/availability`, 'stripe'],
    [
      'amazon-pay/merchant-account-properties',
      `${METHODS}/amazon-pay/merchant-account-properties`,
      'amazonPay',
    ],
  ]),
  ...alike({ drop: TEXT.connection, otherwise: TEXT.sessionFailed }, [
    ['amazon-pay/prepare-payment-session', `${METHODS}/amazon-pay/prepare-payment-session`, 'amazonPay'],
    ['create-payment-session (wallet)', `${CART}/create-payment-session`, 'stripe'],
    ['create-payment-session (PayPal)', `${CART}/create-payment-session`, 'paypal'],
  ]),
  ...alike({ drop: TEXT.connection, otherwise: TEXT.express }, [
    ['validate-personal-information (wallet)', `${CART}/validate-personal-information`, 'stripe'],
  ]),
  ...alike({ drop: TEXT.connection, otherwise: TEXT.paypal }, [
    ['validate-personal-information (PayPal)', `${CART}/validate-personal-information`, 'paypal'],
    ['paypal/order/{id}', `${METHODS}/paypal/order/*`, 'paypal'],
  ]),
  ...alike({ otherwise: 'goes-on' }, [
    [
      'event checkout-express-payment-flow-started',
      `${EVENT}/checkout-express-payment-flow-started`,
      'paypal',
    ],
    [
      'event checkout-express-payment-flow-finished',
      `${EVENT}/checkout-express-payment-flow-finished`,
      'stripe',
    ],
  ]),
];

const ALL: Provider[] = ['stripe', 'paypal', 'amazonPay'];

describe('express payments: fault matrix', () => {
  let page: ExpressPage | undefined;
  expressPageEachTest();

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
          expect(await page.clickThrough(row.provider)).to.equal(NEXT_URL);
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
