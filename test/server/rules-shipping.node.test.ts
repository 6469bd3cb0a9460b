// HTTP tests of the spec's shipping rules as the reference API applies them: methods on offer, their
// restrictions and prices.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest({ reset: false });

describe('shipping methods', () => {
  it('offers parcel methods for a cart with a box and switches between them', async () => {
    const cart = await shopper.reset();
    assert.equal(cart.shipping?.method, 'box_standard');
    const express = await shopper.change('/api/cart/set-shipping-method', { method: 'box_express' });
    assert.equal(express.shipping?.method, 'box_express');
    assert.equal(express.shipping?.price.gross.amount, 12.95);
    assert.equal(express.total.gross.amount, 645.45 - 4.95 + 12.95);
  });

  it('each method on offer carries its title, subtitle and price; the letters seed offers standard and express', async () => {
    const cart = await shopper.reset({ seed: 'letters' });
    assert.deepEqual(cart.availableShippingMethods, [
      {
        method: 'standard',
        title: 'Standardversand',
        subtitle: 'Als Brief mit dem Briefdienst',
        price: { amount: 1.95, currencyCode: 'EUR' },
      },
      {
        method: 'express',
        title: 'Expressversand',
        subtitle: 'Als Brief, Zustellung am nächsten Werktag',
        price: { amount: 9.95, currencyCode: 'EUR' },
      },
    ]);
    assert.equal(cart.shipping?.method, 'standard');
    const at = await shopper.reset({ seed: 'letters', tenant: 'JS_AT' });
    assert.deepEqual(
      at.availableShippingMethods.map((m) => m.method),
      ['standard'],
    );
    const ch = await shopper.reset({ seed: 'letters', tenant: 'MD_CH' });
    assert.deepEqual(ch.availableShippingMethods, [
      {
        method: 'standard',
        title: 'Standardversand',
        subtitle: 'Als Brief mit dem Briefdienst',
        price: { amount: 1.95, currencyCode: 'CHF' },
      },
    ]);
    assert.deepEqual((await shopper.get('/api/cart/shipping-countries')).body, ['CH']);
  });

  it('express outside Germany gives code 100; a method not on offer 422; an unknown one 400', async () => {
    const at = await shopper.reset({ tenant: 'JS_AT' });
    assert.deepEqual(
      at.availableShippingMethods.map((m) => m.method),
      ['box_standard'],
    );
    assert.equal(
      (await shopper.fail('/api/cart/set-shipping-method', { method: 'box_express' })).error.code,
      100,
    );
    await shopper.reset();
    const notOffered = await shopper.fail('/api/cart/set-shipping-method', { method: 'online' });
    assert.equal(notOffered.status, 422);
    assert.equal(notOffered.error.key, 'SHIPPING_METHOD_NOT_AVAILABLE');
    assert.equal((await shopper.fail('/api/cart/set-shipping-method', { method: 'teleport' })).status, 400);
  });

  it('prices in CHF for the Swiss tenant', async () => {
    const cart = await shopper.reset({ tenant: 'MD_CH' });
    assert.equal(cart.total.gross.currencyCode, 'CHF');
    assert.ok(cart.items.every((i) => i.product.price.gross.currencyCode === 'CHF'));
  });
});
