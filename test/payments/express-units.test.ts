// The parts of the express payments that need no provider: reading props.payments, the failure of a
// step, and the flow state that tracking hooks on.
import { expect, waitUntil } from '@open-wc/testing';
import { ApiError } from '../../src/api/index.js';
import { createFlowStarter } from '../../src/payments/area/express-flow.js';
import { ExpressFlowError, failureOf } from '../../src/payments/area/flow-failure.js';
import { ScriptLoadError } from '../../src/payments/area/load-script.js';
import { readPaymentsConfig } from '../../src/payments/area/payments-config.js';
import { readStartup } from '../../src/cart/fragment/startup/read-startup.js';
import {
  errorReporterAtom,
  expressFlowActiveAtom,
  expressFlowAtom,
  expressProcessingAtom,
  pendingCartChangesAtom,
} from '../../src/state/index.js';
import { resetCart } from '../helpers/reference-api.js';
import { events } from '../helpers/express-page.js';
import { cartStore } from '../helpers/store.js';

const http = (status: number, body: Record<string, unknown>) =>
  new ApiError({ kind: 'http', status, body }, `HTTP ${status}`);

describe('express payments: props.payments', () => {
  const context = { tenant: 'MD_AT' as const, nextStepUrl: '/checkout' };

  it('offers no provider without an entry, and defaults the script URLs and the next step', () => {
    expect(readPaymentsConfig(null, context)).to.deep.equal({
      nextUrl: '/checkout',
      returnUrl: '/checkout',
      stripe: null,
      paypal: null,
      amazonPay: null,
      warnings: [],
    });
    const setup = readPaymentsConfig(
      {
        stripe: { publishableKey: 'pk_live_1' },
        amazonPay: { publicKeyId: 'K1' },
        paypal: { clientId: 'C1' },
      },
      context,
    );
    expect(setup.stripe).to.deep.equal({
      publishableKey: 'pk_live_1',
      scriptUrl: 'https://js.stripe.com/endive/stripe.js',
      country: 'AT',
    });
    expect(setup.amazonPay).to.deep.equal({
      publicKeyId: 'K1',
      scriptUrl: 'https://static-eu.payments-amazon.com/checkout.js',
    });
    expect(setup.paypal).to.deep.equal({ clientId: 'C1' });
  });

  it('leaves out an entry that does not fit, with a warning; null members are absent; others stay', () => {
    const setup = readPaymentsConfig(
      {
        nextUrl: 'javascript:alert(1)',
        returnUrl: 'https://shop.example/return',
        stripe: { publishableKey: '  ' },
        paypal: { clientId: 'C1', environment: null, sdkBaseUrl: null, unknown: 1 },
        amazonPay: { publicKeyId: 'K1', scriptUrl: 'data:text/javascript,alert(1)' },
      },
      context,
    );
    expect(setup.nextUrl).to.equal('/checkout');
    expect(setup.returnUrl).to.equal('https://shop.example/return');
    expect(setup.stripe).to.equal(null);
    expect(setup.amazonPay).to.equal(null);
    expect(setup.paypal).to.deep.equal({ clientId: 'C1' });
    expect(setup.warnings).to.have.length(3);
    expect(setup.warnings.join('\n'))
      .to.match(/payments\.nextUrl .* ignored/)
      .and.match(/payments\.stripe .* not offered/);
  });
});

describe('express payments: props.payments in the start-up data', () => {
  it('keeps an object for the payments chunk; null is absent; anything else is ignored with a warning', () => {
    const read = (payments: unknown) => {
      const startup = readStartup({ tenant: 'JS_DE' }, { props: { payments } });
      if (!startup.ok) throw new Error(startup.message);
      return { payments: startup.config.payments, warnings: startup.warnings };
    };
    expect(read({ paypal: { clientId: 'C1' } })).to.deep.equal({
      payments: { paypal: { clientId: 'C1' } },
      warnings: [],
    });
    expect(read(null)).to.deep.equal({ payments: null, warnings: [] });
    expect(read(undefined)).to.deep.equal({ payments: null, warnings: [] });
    for (const wrong of ['stripe', 42, true, [{ paypal: { clientId: 'C1' } }]]) {
      const { payments, warnings } = read(wrong);
      expect(payments, JSON.stringify(wrong)).to.equal(null);
      expect(warnings.join('\n'), JSON.stringify(wrong)).to.match(/payments .* ignored/);
    }
  });

  it('keeps the nonce of the attribute, else of the start-up data, for the providers’ scripts', () => {
    const nonceOf = (attributes: { nonce?: string }, data: Record<string, unknown>) => {
      const startup = readStartup({ tenant: 'JS_DE', ...attributes }, data);
      return startup.ok ? startup.config.nonce : 'failed';
    };
    expect(nonceOf({ nonce: 'from-attribute' }, { nonce: 'from-data' })).to.equal('from-attribute');
    expect(nonceOf({}, { nonce: 'from-data' })).to.equal('from-data');
    expect(nonceOf({}, { nonce: null })).to.equal(undefined);
  });
});

describe('express payments: the failure of a step', () => {
  it('tells missing fields, mismatched amounts, session failures, codes and lost connections apart', () => {
    const fields = { email: 'required', 'billingAddress.zipCode': 'required' };
    expect(failureOf(http(422, { code: 606, fields }), 'validation')).to.deep.equal({
      kind: 'missingFields',
      fields: ['email', 'billingAddress.zipCode'],
    });
    expect(failureOf(http(422, { code: 606 }), 'validation')).to.deep.equal({ kind: 'server', code: 606 });
    expect(failureOf(http(422, { code: 606, fields }), 'session')).to.deep.equal({
      kind: 'session',
      code: 606,
    });
    expect(failureOf(http(409, { key: 'AMOUNT_MISMATCH' }), 'session')).to.deep.equal({
      kind: 'amountMismatch',
    });
    expect(failureOf(http(500, {}), 'session')).to.deep.equal({ kind: 'session' });
    expect(failureOf(new ApiError({ kind: 'invalid-answer' }, 'x'), 'session')).to.deep.equal({
      kind: 'session',
    });
    expect(failureOf(new ApiError({ kind: 'invalid-answer' }, 'x'), 'order')).to.deep.equal({
      kind: 'provider',
    });
    expect(failureOf(new ApiError({ kind: 'network' }, 'x'), 'order')).to.deep.equal({ kind: 'network' });
    expect(failureOf(new Error('provider broke'), 'provider')).to.deep.equal({ kind: 'unavailable' });
    expect(failureOf(new Error('provider reported'), 'providerError')).to.deep.equal({ kind: 'provider' });
    expect(failureOf(new TypeError('our own code'), 'flow')).to.deep.equal({ kind: 'unknown' });
    expect(failureOf(new TypeError('our own code'), 'session')).to.deep.equal({ kind: 'unknown' });
    expect(failureOf(new ScriptLoadError('/stripe.js', 'error'), 'flow')).to.deep.equal({
      kind: 'unavailable',
    });
    expect(failureOf(new ExpressFlowError({ kind: 'cancelled' }), 'session')).to.deep.equal({
      kind: 'cancelled',
    });
  });

  it('names the kind an answer’s key gives (external, general address, unknown error) before its code', () => {
    expect(failureOf(http(502, { code: 500, key: 'EXTERNAL_ERROR' }), 'session')).to.deep.equal({
      kind: 'session',
      code: 500,
      errorKind: 'errors.external',
    });
    expect(failureOf(http(503, { key: 'externalError' }), 'order')).to.deep.equal({
      kind: 'server',
      errorKind: 'errors.external',
    });
    // The key comes first, as for a cart change: before code 606's fields and its own text.
    const fields = { 'billingAddress.streetName': 'unknown' };
    expect(
      failureOf(http(422, { code: 606, key: 'GENERAL_ADDRESS_ERROR', fields }), 'validation'),
    ).to.deep.equal({ kind: 'server', code: 606, errorKind: 'errors.addressInvalid' });
    expect(failureOf(http(500, { key: 'unknown error' }), 'validation')).to.deep.equal({
      kind: 'server',
      errorKind: 'errors.unknown',
    });
    // A key of no kind changes nothing; the amount mismatch stays the amount mismatch.
    expect(failureOf(http(500, { code: 500, key: 'SOMETHING_NEW' }), 'session')).to.deep.equal({
      kind: 'session',
      code: 500,
    });
    expect(failureOf(http(409, { key: 'AMOUNT_MISMATCH' }), 'session')).to.deep.equal({
      kind: 'amountMismatch',
    });
  });
});

describe('express payments: the flow state tracking hooks on', () => {
  it('starts (flow-started event), refuses a second flow and any flow during a cart change, ends quietly on a cancel', async () => {
    const cart = await resetCart();
    const store = cartStore(cart);
    const phases: string[] = [];
    store.sub(expressFlowAtom, () =>
      phases.push(`${store.get(expressFlowAtom).phase}:${store.get(expressFlowAtom).paymentType}`),
    );
    const starter = createFlowStarter(store, '/next');

    store.set(pendingCartChangesAtom, 1);
    expect(starter.start('paypalExpress'), 'during a cart change').to.equal(null);
    store.set(pendingCartChangesAtom, 0);

    const flow = starter.start('paypalExpress')!;
    expect(flow).to.not.equal(null);
    expect(store.get(expressFlowActiveAtom)).to.equal(true);
    expect(starter.start('amazonPayExpress'), 'a second flow').to.equal(null);
    expect(store.get(expressFlowAtom)).to.include({
      phase: 'started',
      paymentType: 'paypalExpress',
      flowId: 1,
    });
    await waitUntil(async () => (await events()).length === 1, 'flow-started event', { timeout: 5000 });
    expect((await events())[0]).to.deep.include({
      path: '/api/event/checkout-express-payment-flow-started',
      body: { cartId: cart.cartId, paymentType: 'paypalExpress' },
    });

    flow.approve();
    expect(store.get(expressProcessingAtom)).to.equal(true);
    flow.cancel();
    expect(store.get(expressFlowAtom)).to.include({ phase: 'cancelled', message: null });
    expect(store.get(expressFlowActiveAtom)).to.equal(false);
    expect(phases).to.deep.equal([
      'started:paypalExpress',
      'approved:paypalExpress',
      'cancelled:paypalExpress',
    ]);
  });

  it('calls the flow-start hook (where add_payment_info goes) once per accepted click, never for a refused one', async () => {
    const cart = await resetCart();
    const store = cartStore(cart);
    const started: string[] = [];
    const starter = createFlowStarter(store, '/next', {
      started: (startedCart, paymentType) => started.push(`${startedCart.cartId}:${paymentType}`),
    });
    store.set(pendingCartChangesAtom, 1);
    expect(starter.start('paypalExpress'), 'during a cart change').to.equal(null);
    store.set(pendingCartChangesAtom, 0);
    expect(starter.start('stripeGooglePayExpress', 1), 'another amount').to.equal(null);
    expect(started).to.deep.equal([]);
    const flow = starter.start('amazonPayExpress')!;
    expect(starter.start('paypalExpress'), 'a second flow').to.equal(null);
    expect(started).to.deep.equal([`${cart.cartId}:amazonPayExpress`]);
    flow.cancel();

    // A hook that throws is reported and the flow goes on.
    const reported: unknown[][] = [];
    store.set(errorReporterAtom, {
      enabled: true,
      report: async (...args: unknown[]) => (reported.push(args), 'event-1'),
      reportWarning: async () => undefined,
      showReportDialog: async () => undefined,
    });
    const broke = new Error('tracking broke');
    const throwing = createFlowStarter(store, '/next', {
      started: () => {
        throw broke;
      },
    });
    expect(throwing.start('paypalExpress')).to.not.equal(null);
    expect(store.get(expressFlowAtom)).to.include({ phase: 'started', paymentType: 'paypalExpress' });
    expect(reported).to.deep.equal([[broke, { call: 'express paypalExpress started hook' }]]);
  });

  it('keeps the missing fields of a failed validation in the state, with the message', async () => {
    const cart = await resetCart();
    const store = cartStore(cart);
    const flow = createFlowStarter(store, '/next').start('stripeGooglePayExpress')!;
    try {
      await flow.validate({ email: 'erika@example.com' });
    } catch (error) {
      flow.fail(error, 'validation');
    }
    const state = store.get(expressFlowAtom);
    expect(state.phase).to.equal('failed');
    expect(state.failure).to.deep.include({ kind: 'missingFields' });
    expect(state.failure?.kind === 'missingFields' && state.failure.fields).to.include.members([
      'phoneNumber',
      'billingAddress.zipCode',
    ]);
    await waitUntil(() => store.get(expressFlowAtom).message !== null, 'message');
    expect(store.get(expressFlowAtom).message).to.deep.equal({ key: 'errors.missingFields' });
  });

  it('refuses when the provider holds another amount than the total, and loads the cart again', async () => {
    const cart = await resetCart();
    const store = cartStore(cart);
    const before = (await (await fetch('/api/test/requests')).json()).length;
    expect(createFlowStarter(store, '/next').start('stripeGooglePayExpress', 1)).to.equal(null);
    await waitUntil(
      async () => (await (await fetch('/api/test/requests')).json()).length > before,
      'reloaded',
      { timeout: 5000 },
    );
    const requests = (await (await fetch('/api/test/requests')).json()) as { path: string }[];
    expect(requests.at(-1)!.path).to.equal('/api/cart');
    expect(store.get(expressFlowAtom).phase).to.equal('idle');
  });
});
