import { expect } from '@open-wc/testing';
import * as payments from '../../src/domain/payments/index.js';
import { flattenCatalogue, catalogueFor } from '../../src/i18n/catalogue.js';

const total = (amount: number, currencyCode = 'EUR') => ({ gross: { amount, currencyCode } });

describe('express payments (domain)', () => {
  it('knows the express types, their order and their providers', () => {
    expect(payments.EXPRESS_PAYMENT_TYPES).to.deep.equal([
      'stripeApplePayExpress',
      'stripeGooglePayExpress',
      'paypalExpress',
      'amazonPayExpress',
    ]);
    expect(payments.EXPRESS_PAYMENT_TYPES.map(payments.expressProviderOf)).to.deep.equal([
      'stripe',
      'stripe',
      'paypal',
      'amazonPay',
    ]);
  });

  it('offers express payments only for a cart with items and something to pay', () => {
    expect(payments.offersExpressPayments({ items: [], total: total(10) })).to.equal(false);
    expect(payments.offersExpressPayments({ items: [{} as never], total: total(0) })).to.equal(false);
    expect(payments.offersExpressPayments({ items: [{} as never], total: total(0.01) })).to.equal(true);
  });

  it('asks availability with the total and a known shipping method only', () => {
    expect(
      payments.availabilityQuery({ total: total(49.9), shipping: { method: 'express', price: total(9.95) } }),
    ).to.deep.equal({
      totalAmount: 49.9,
      shippingMethod: 'express',
    });
    expect(
      payments.availabilityQuery({ total: total(49.9), shipping: { method: 'drone', price: total(1) } }),
    ).to.deep.equal({
      totalAmount: 49.9,
    });
    expect(payments.availabilityQuery({ total: total(49.9) })).to.deep.equal({ totalAmount: 49.9 });
    expect(payments.availabilityKey({ totalAmount: 49.9 })).to.equal(
      payments.availabilityKey({ totalAmount: 49.900000001 }),
    );
    expect(payments.availabilityKey({ totalAmount: 49.9 })).to.not.equal(
      payments.availabilityKey({ totalAmount: 49.9, shippingMethod: 'standard' }),
    );
  });

  it('gives wallets minor units and the currency in lower case (spec point 9)', () => {
    expect(payments.walletAmount({ amount: 1.005, currencyCode: 'EUR' })).to.deep.equal({
      amount: 101,
      currency: 'eur',
    });
    expect(payments.walletAmount({ amount: 782.35, currencyCode: 'CHF' })).to.deep.equal({
      amount: 78235,
      currency: 'chf',
    });
    expect(payments.providerAmountMatches(78235, { amount: 782.35, currencyCode: 'EUR' })).to.equal(true);
    expect(payments.providerAmountMatches(78234, { amount: 782.35, currencyCode: 'EUR' })).to.equal(false);
    expect(payments.providerAmountMatches(null, { amount: 782.35, currencyCode: 'EUR' })).to.equal(false);
  });

  it('names the message of each failure (spec point 8); a cancel and a refreshed amount show none', () => {
    type Shown = ReturnType<typeof payments.expressFailureMessage>;
    const key = (k: string) => ({ key: k }) as Shown;
    const cases: [Parameters<typeof payments.expressFailureMessage>[0], Shown, Shown][] = [
      [{ kind: 'cancelled' }, null, null],
      [{ kind: 'amountMismatch' }, null, null],
      [
        { kind: 'missingFields', fields: ['email'] },
        key('errors.missingFields'),
        key('errors.missingFields'),
      ],
      [{ kind: 'network' }, key('payment.errors.connection'), key('payment.errors.connection')],
      [{ kind: 'session' }, key('payment.errors.sessionFailed'), key('payment.errors.sessionFailed')],
      [
        { kind: 'session', code: 500 },
        key('payment.errors.sessionFailed'),
        key('payment.errors.sessionFailed'),
      ],
      [{ kind: 'session', code: 606 }, { code: 606 }, { code: 606 }],
      [{ kind: 'session', code: 800 }, { code: 800 }, { code: 800 }],
      [{ kind: 'server', code: 1200 }, { code: 1200 }, { code: 1200 }],
      [{ kind: 'server', code: 104 }, { code: 104 }, { code: 104 }],
      [{ kind: 'server' }, key('payment.errors.paypalExpress'), key('payment.errors.express')],
      [{ kind: 'provider' }, key('payment.errors.paypalExpress'), key('payment.errors.express')],
      [
        { kind: 'unavailable' },
        key('payment.errors.providerUnavailable'),
        key('payment.errors.providerUnavailable'),
      ],
      [{ kind: 'unknown' }, key('payment.errors.unknown'), key('payment.errors.unknown')],
    ];
    const texts = flattenCatalogue(catalogueFor('JS'));
    for (const [failure, paypal, others] of cases) {
      expect(payments.expressFailureMessage(failure, 'paypal'), JSON.stringify(failure)).to.deep.equal(
        paypal,
      );
      expect(payments.expressFailureMessage(failure, 'stripe'), JSON.stringify(failure)).to.deep.equal(
        others,
      );
      expect(payments.expressFailureMessage(failure, 'amazonPay'), JSON.stringify(failure)).to.deep.equal(
        others,
      );
      for (const shown of [paypal, others])
        if (shown && 'key' in shown) expect(texts.has(shown.key), shown.key).to.equal(true);
    }
    expect(texts.get('errors.missingFields')).to.equal('Bitte ergänze oder korrigiere deine Angaben');
    expect(texts.get('payment.errors.providerUnavailable')).to.equal(
      'Diese Zahlungsart ist gerade nicht verfügbar. Bitte wähle eine andere Zahlungsart.',
    );
    expect(texts.get('payment.errors.unknown')).to.equal(
      'Bei der Zahlung ist ein unbekannter Fehler aufgetreten. Bitte versuche es erneut.',
    );
  });

  it('decides what a thrown error means by its step: a provider script unavailable, a provider report its error, else unknown', () => {
    expect(payments.thrownExpressFailure('provider')).to.deep.equal({ kind: 'unavailable' });
    expect(payments.thrownExpressFailure('providerError')).to.deep.equal({ kind: 'provider' });
    for (const step of ['session', 'validation', 'order', 'flow'] as const)
      expect(payments.thrownExpressFailure(step), step).to.deep.equal({ kind: 'unknown' });
  });

  it('reports only the unexpected failures', () => {
    expect(payments.isExpectedExpressFailure({ kind: 'cancelled' })).to.equal(true);
    expect(payments.isExpectedExpressFailure({ kind: 'missingFields', fields: [] })).to.equal(true);
    expect(payments.isExpectedExpressFailure({ kind: 'network' })).to.equal(true);
    expect(payments.isExpectedExpressFailure({ kind: 'session', code: 1200 })).to.equal(true);
    expect(payments.isExpectedExpressFailure({ kind: 'session' })).to.equal(false);
    expect(payments.isExpectedExpressFailure({ kind: 'server', code: 500 })).to.equal(false);
    expect(payments.isExpectedExpressFailure({ kind: 'provider' })).to.equal(false);
    expect(payments.isExpectedExpressFailure({ kind: 'unavailable' })).to.equal(false);
    expect(payments.isExpectedExpressFailure({ kind: 'unknown' })).to.equal(false);
  });
});
