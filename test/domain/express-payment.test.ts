import { expect } from '@open-wc/testing';
import {
  EXPRESS_PAYMENT_TYPES,
  availabilityKey,
  availabilityQuery,
  expressFailureMessageKey,
  expressProviderOf,
  isExpectedExpressFailure,
  offersExpressPayments,
  providerAmountMatches,
  walletAmount,
  walletExpressType,
} from '../../src/domain/index.js';
import { flattenCatalogue, catalogueFor } from '../../src/i18n/catalogue.js';

const total = (amount: number, currencyCode = 'EUR') => ({ gross: { amount, currencyCode } });

describe('express payments (domain)', () => {
  it('knows the express types, their order and their providers', () => {
    expect(EXPRESS_PAYMENT_TYPES).to.deep.equal([
      'stripeApplePayExpress',
      'stripeGooglePayExpress',
      'paypalExpress',
      'amazonPayExpress',
    ]);
    expect(EXPRESS_PAYMENT_TYPES.map(expressProviderOf)).to.deep.equal([
      'stripe',
      'stripe',
      'paypal',
      'amazonPay',
    ]);
  });

  it('takes the wallet of the device, Apple Pay first', () => {
    expect(walletExpressType(null)).to.equal(null);
    expect(walletExpressType({})).to.equal(null);
    expect(walletExpressType({ googlePay: true })).to.equal('stripeGooglePayExpress');
    expect(walletExpressType({ applePay: true, googlePay: true })).to.equal('stripeApplePayExpress');
  });

  it('offers express payments only for a cart with items and something to pay', () => {
    expect(offersExpressPayments({ items: [], total: total(10) })).to.equal(false);
    expect(offersExpressPayments({ items: [{} as never], total: total(0) })).to.equal(false);
    expect(offersExpressPayments({ items: [{} as never], total: total(0.01) })).to.equal(true);
  });

  it('asks availability with the total and a known shipping method only', () => {
    expect(
      availabilityQuery({ total: total(49.9), shipping: { method: 'express', price: total(9.95) } }),
    ).to.deep.equal({
      totalAmount: 49.9,
      shippingMethod: 'express',
    });
    expect(
      availabilityQuery({ total: total(49.9), shipping: { method: 'drone', price: total(1) } }),
    ).to.deep.equal({
      totalAmount: 49.9,
    });
    expect(availabilityQuery({ total: total(49.9) })).to.deep.equal({ totalAmount: 49.9 });
    expect(availabilityKey({ totalAmount: 49.9 })).to.equal(availabilityKey({ totalAmount: 49.900000001 }));
    expect(availabilityKey({ totalAmount: 49.9 })).to.not.equal(
      availabilityKey({ totalAmount: 49.9, shippingMethod: 'standard' }),
    );
  });

  it('gives wallets minor units and the currency in lower case (spec point 9)', () => {
    expect(walletAmount({ amount: 1.005, currencyCode: 'EUR' })).to.deep.equal({
      amount: 101,
      currency: 'eur',
    });
    expect(walletAmount({ amount: 782.35, currencyCode: 'CHF' })).to.deep.equal({
      amount: 78235,
      currency: 'chf',
    });
    expect(providerAmountMatches(78235, { amount: 782.35, currencyCode: 'EUR' })).to.equal(true);
    expect(providerAmountMatches(78234, { amount: 782.35, currencyCode: 'EUR' })).to.equal(false);
    expect(providerAmountMatches(null, { amount: 782.35, currencyCode: 'EUR' })).to.equal(false);
  });

  it('names the message of each failure (spec point 8); a cancel and a refreshed amount show none', () => {
    const cases: [Parameters<typeof expressFailureMessageKey>[0], string | null, string | null][] = [
      [{ kind: 'cancelled' }, null, null],
      [{ kind: 'amountMismatch' }, null, null],
      [{ kind: 'missingFields', fields: ['email'] }, 'errors.missingFields', 'errors.missingFields'],
      [{ kind: 'network' }, 'payment.errors.connection', 'payment.errors.connection'],
      [{ kind: 'session' }, 'payment.errors.sessionFailed', 'payment.errors.sessionFailed'],
      [{ kind: 'session', code: 500 }, 'payment.errors.sessionFailed', 'payment.errors.sessionFailed'],
      [{ kind: 'session', code: 606 }, 'errors.inputValidation', 'errors.inputValidation'],
      [{ kind: 'session', code: 800 }, 'payment.errors.invalidType', 'payment.errors.invalidType'],
      [{ kind: 'server', code: 1200 }, 'payment.errors.purchaseFailed', 'payment.errors.purchaseFailed'],
      [{ kind: 'server', code: 104 }, 'errors.shippingInvalidZipCode', 'errors.shippingInvalidZipCode'],
      [{ kind: 'server' }, 'payment.errors.paypalExpress', 'payment.errors.express'],
      [{ kind: 'provider' }, 'payment.errors.paypalExpress', 'payment.errors.express'],
    ];
    const texts = flattenCatalogue(catalogueFor('JS'));
    for (const [failure, paypal, others] of cases) {
      expect(expressFailureMessageKey(failure, 'paypal'), JSON.stringify(failure)).to.equal(paypal);
      expect(expressFailureMessageKey(failure, 'stripe'), JSON.stringify(failure)).to.equal(others);
      expect(expressFailureMessageKey(failure, 'amazonPay'), JSON.stringify(failure)).to.equal(others);
      for (const key of [paypal, others]) if (key) expect(texts.has(key), key).to.equal(true);
    }
    expect(texts.get('errors.missingFields')).to.equal('Bitte ergänze oder korrigiere deine Angaben');
  });

  it('reports only the unexpected failures', () => {
    expect(isExpectedExpressFailure({ kind: 'cancelled' })).to.equal(true);
    expect(isExpectedExpressFailure({ kind: 'missingFields', fields: [] })).to.equal(true);
    expect(isExpectedExpressFailure({ kind: 'network' })).to.equal(true);
    expect(isExpectedExpressFailure({ kind: 'session', code: 1200 })).to.equal(true);
    expect(isExpectedExpressFailure({ kind: 'session' })).to.equal(false);
    expect(isExpectedExpressFailure({ kind: 'server', code: 500 })).to.equal(false);
    expect(isExpectedExpressFailure({ kind: 'provider' })).to.equal(false);
  });
});
