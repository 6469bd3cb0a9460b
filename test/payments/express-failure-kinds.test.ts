// Express payments that fail after the shopper pressed a button, by the spec's named kinds (point 8): a
// provider whose script fails at the click says the payment method is unavailable, an unexpected error
// says so as an unknown error; both are reported to the element's error client. The providers are the
// demo server's stand-ins, steered to fail these ways.
import { expect, waitUntil } from '@open-wc/testing';
import {
  ExpressPage,
  expressPageEachTest,
  NEXT_URL,
  flowCalls,
  setStandIns,
  type Provider,
} from '../helpers/express-page.js';
import { clearSentryReports, reportingTo, sentryReports } from '../helpers/sentry.js';

const STARTED = 'POST /api/event/checkout-express-payment-flow-started';
const SESSION = 'POST /api/cart/create-payment-session';
const PREPARE = 'POST /api/payment-methods/amazon-pay/prepare-payment-session';

const UNAVAILABLE = 'Diese Zahlungsart ist gerade nicht verfügbar. Bitte wähle eine andere Zahlungsart.';
const UNKNOWN = 'Bei der Zahlung ist ein unbekannter Fehler aufgetreten. Bitte versuche es erneut.';

const reports = () => sentryReports();

interface FailureCase {
  name: string;
  provider: Provider;
  /** How the provider's stand-in fails (demo server). */
  outcome: string;
  /** The message under the buttons (its box has the role alert). */
  message: { text: string | RegExp; kind: string };
  /** The flow's calls to the API. */
  calls: string[];
  /** What else holds once the message shows. */
  check?: (shown: ExpressPage) => void | Promise<void>;
  /** What the one error report says; not checked where undefined. */
  reported?: string[];
  /** What happens next, after the report. */
  afterwards?: (shown: ExpressPage) => Promise<void>;
}

const FAILURES: FailureCase[] = [
  {
    name: 'a wallet that fails at the click: the payment method is unavailable, its button goes, and it is reported',
    provider: 'stripe',
    outcome: 'unavailable',
    message: { text: UNAVAILABLE, kind: 'unavailable' },
    // No sheet opened: nothing was validated, no session created, the flow did not finish.
    calls: [STARTED],
    check: (shown) => waitUntil(() => !shown.shows('stripe'), 'the wallet button hidden', { timeout: 5000 }),
    reported: ['did not load', 'unavailable'],
  },
  {
    name: 'a PayPal SDK that fails at the click, before it asks for the order: unavailable; the button takes the next click',
    provider: 'paypal',
    outcome: 'unavailable',
    message: { text: UNAVAILABLE, kind: 'unavailable' },
    calls: [STARTED],
    check: (shown) => {
      expect(shown.standIns.paypal!.orders).to.have.length(0);
    },
    reported: ['the SDK is unavailable'],
    // PayPal works again: the next click goes through to the next step, and the message goes.
    afterwards: async (shown) => {
      await setStandIns({ paypal: { outcome: 'success' } });
      await waitUntil(() => !shown.container('paypal')!.inert, 'usable again', { timeout: 5000 });
      expect(await shown.clickThrough('paypal')).to.equal(NEXT_URL);
    },
  },
  {
    name: 'checkout.js throwing at the session: Amazon Pay is unavailable, reported, no overlay left',
    provider: 'amazonPay',
    outcome: 'error',
    message: { text: UNAVAILABLE, kind: 'unavailable' },
    calls: [STARTED, PREPARE],
    check: (shown) => {
      expect(shown.standIns.amazonPay!.checkouts).to.have.length(1);
      expect(shown.processing()).to.equal(null);
    },
    reported: ['could not start the checkout session'],
  },
  {
    name: 'an unexpected error that fits no kind (an approval without its data): the unknown error, reported',
    provider: 'paypal',
    outcome: 'odd-approval',
    message: { text: UNKNOWN, kind: 'unknown' },
    // The order was created; nothing was read or validated for an approval the cart could not read.
    calls: [STARTED, SESSION],
    check: (shown) => {
      expect(shown.processing()).to.equal(null);
    },
    reported: ['TypeError'],
  },
  {
    name: 'PayPal’s error once its window is open stays the generic PayPal express error',
    provider: 'paypal',
    outcome: 'error',
    message: { text: /^Die Zahlung mit PayPal hat leider nicht geklappt/, kind: 'provider' },
    calls: [STARTED, SESSION],
  },
];

describe('express payments: what a failure after the click says', () => {
  expressPageEachTest();
  beforeEach(clearSentryReports);

  /**
   * The cart with only `provider`'s button, reporting errors to project `projectId`. The stand-ins are set
   * after it opened: resetting the cart resets them.
   */
  async function open(provider: Provider, projectId: number) {
    return (await ExpressPage.openOnly(provider, { errorReporting: reportingTo(projectId) })).page;
  }

  /** Waits for the express area's message; answers its text, its kind and the role of its box. */
  async function shownMessage(shown: ExpressPage) {
    await waitUntil(() => shown.error(), 'the message under the buttons', { timeout: 6000 });
    const line = shown.error()!;
    return {
      text: line.textContent,
      kind: line.getAttribute('data-express-error'),
      role: line.closest('[role]')?.getAttribute('role') ?? null,
    };
  }

  /** The one report of project `projectId`, once it is in. */
  async function oneReport(projectId: number) {
    await waitUntil(async () => (await reports()).length > 0, 'the error report', { timeout: 6000 });
    const all = await reports();
    expect(all.map(({ path }) => path)).to.deep.equal([`/sentry/api/${projectId}/envelope/`]);
    return all[0]!.body;
  }

  for (const [index, failure] of FAILURES.entries()) {
    it(failure.name, async () => {
      const projectId = 41 + index;
      const shown = await open(failure.provider, projectId);
      await setStandIns({ [failure.provider]: { outcome: failure.outcome } });
      shown.button(failure.provider)!.click();
      const message = await shownMessage(shown);
      const { text, kind } = failure.message;
      if (typeof text === 'string') expect(message).to.deep.equal({ text, kind, role: 'alert' });
      else {
        expect(message.text).to.match(text);
        expect(message).to.deep.include({ kind, role: 'alert' });
      }
      expect(await flowCalls()).to.deep.equal(failure.calls);
      await failure.check?.(shown);
      if (failure.reported) {
        const report = await oneReport(projectId);
        for (const part of failure.reported) expect(report).to.contain(part);
      }
      await failure.afterwards?.(shown);
    });
  }
});
