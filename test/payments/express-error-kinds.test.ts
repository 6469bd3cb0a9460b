// The named error kinds of spec point 8 without a code number (the external error, the general address
// error, the unknown error) in the express flows: an answer of an express call whose `key` names one shows
// that kind's text under the buttons, the same rule and text as for a failed cart change
// (test/cart/notices/error-kinds.test.ts); a key the cart does not know falls back as before. A
// provider's own error report is not the external error: it keeps the generic express texts (spec point 8
// names those as kinds of their own; docs/express-payments.md).
import { expect, waitUntil } from '@open-wc/testing';
import {
  EXPRESS_FAILURE_TEXT,
  ExpressPage,
  expressPageEachTest,
  flowCalls,
  setStandIns,
} from '../helpers/express-page.js';
import type { Provider } from '../helpers/express-page.js';
import { armAnswer } from '../helpers/express-storage.js';

const FINISHED = 'POST /api/event/checkout-express-payment-flow-finished';

const SESSION = '/api/cart/create-payment-session';
const VALIDATE = '/api/cart/validate-personal-information';
const PREPARE = '/api/payment-methods/amazon-pay/prepare-payment-session';
const PAYPAL_ORDER = '/api/payment-methods/paypal/order/*';

const TEXT = {
  external: 'Ein externer Dienst antwortet gerade nicht. Bitte versuche es später erneut.',
  addressInvalid: 'Mit deiner Adresse stimmt etwas nicht. Bitte prüfe deine Angaben.',
  unknown: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuche es erneut.',
  ...EXPRESS_FAILURE_TEXT,
};

interface Row {
  /** What the answer is and where it comes. */
  name: string;
  provider: Provider;
  path: string;
  status: number;
  body: Record<string, unknown>;
  /** The text under the buttons, and the failure's kind on its line (`data-express-error`). */
  text: string | RegExp;
  kind: 'session' | 'server';
}

const ROWS: Row[] = [
  // The external error, at the session of each kind of call, spelled as backends spell it.
  {
    name: 'create-payment-session (PayPal) answering EXTERNAL_ERROR: the external error, not the failed session',
    provider: 'paypal',
    path: SESSION,
    status: 502,
    body: { code: 500, key: 'EXTERNAL_ERROR', message: 'Payment service timed out.' },
    text: TEXT.external,
    kind: 'session',
  },
  {
    name: 'PayPal’s order read answering externalError: the external error, not the PayPal express error',
    provider: 'paypal',
    path: PAYPAL_ORDER,
    status: 503,
    body: { key: 'externalError' },
    text: TEXT.external,
    kind: 'server',
  },
  // The general address error: its key comes before code 606's own text, as for a cart change.
  {
    name: 'validate-personal-information (wallet) answering GENERAL_ADDRESS_ERROR with 606: the address error',
    provider: 'stripe',
    path: VALIDATE,
    status: 422,
    body: { code: 606, key: 'GENERAL_ADDRESS_ERROR' },
    text: TEXT.addressInvalid,
    kind: 'server',
  },
  {
    name: 'validate-personal-information (PayPal) answering addressInvalid: the address error',
    provider: 'paypal',
    path: VALIDATE,
    status: 400,
    body: { key: 'addressInvalid', message: 'Address could not be verified.' },
    text: TEXT.addressInvalid,
    kind: 'server',
  },
  // The unknown error.
  {
    name: 'Amazon Pay’s prepare-payment-session answering UNKNOWN_ERROR: the unknown error',
    provider: 'amazonPay',
    path: PREPARE,
    status: 500,
    body: { code: 500, key: 'UNKNOWN_ERROR' },
    text: TEXT.unknown,
    kind: 'session',
  },
  {
    name: 'create-payment-session (wallet) answering unknownError: the unknown error',
    provider: 'stripe',
    path: SESSION,
    status: 500,
    body: { key: 'unknownError' },
    text: TEXT.unknown,
    kind: 'session',
  },
  // A key the cart does not know: as before, the step's own text.
  {
    name: 'create-payment-session (PayPal) answering a key of no kind: the failed session, as before',
    provider: 'paypal',
    path: SESSION,
    status: 500,
    body: { code: 500, key: 'SOMETHING_NEW' },
    text: TEXT.sessionFailed,
    kind: 'session',
  },
  {
    name: 'validate-personal-information (wallet) answering a key of no kind: the generic express error, as before',
    provider: 'stripe',
    path: VALIDATE,
    status: 500,
    body: { code: 500, key: 'SOMETHING_NEW' },
    text: TEXT.express,
    kind: 'server',
  },
];

describe('express payments: the error kinds an answer names (spec point 8)', () => {
  expressPageEachTest();

  /** Clicks `provider`'s button and answers the message under the buttons once it shows. */
  async function failedClick(page: ExpressPage, provider: Provider) {
    page.button(provider)!.click();
    await waitUntil(() => page.error(), 'the message under the buttons', { timeout: 6000 });
    const line = page.error()!;
    return {
      text: line.textContent ?? '',
      kind: line.getAttribute('data-express-error'),
      role: line.closest('[role]')?.getAttribute('role') ?? null,
    };
  }

  for (const row of ROWS) {
    it(row.name, async () => {
      const { page } = await ExpressPage.openOnly(row.provider);
      await armAnswer(row.path, row.body, row.status);
      const shown = await failedClick(page, row.provider);
      if (typeof row.text === 'string') expect(shown.text).to.equal(row.text);
      else expect(shown.text).to.match(row.text);
      expect(shown).to.deep.include({ kind: row.kind, role: 'alert' });
      expect(page.processing(), 'no overlay left').to.equal(null);
      expect(await flowCalls()).to.not.include(FINISHED);
      // The button takes the next click.
      await waitUntil(() => !page.container(row.provider)!.inert, 'usable again', { timeout: 5000 });
    });
  }

  describe('a provider’s own failure stays the generic express error, not the external error', () => {
    const OWN_FAILURES = [
      { name: 'a card the wallet declines', provider: 'stripe', outcome: 'declined', text: TEXT.express },
      {
        name: 'PayPal’s error once its window is open',
        provider: 'paypal',
        outcome: 'error',
        text: TEXT.paypal,
      },
    ] as const;
    for (const { name, provider, outcome, text } of OWN_FAILURES) {
      it(name, async () => {
        const { page } = await ExpressPage.openOnly(provider);
        await setStandIns({ [provider]: { outcome } });
        const shown = await failedClick(page, provider);
        expect(shown.text).to.match(text);
        expect(shown.text).to.not.equal(TEXT.external);
        expect(shown.kind).to.equal('provider');
      });
    }
  });
});
