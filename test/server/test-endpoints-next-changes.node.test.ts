// HTTP tests of the test endpoint POST /api/test/next-changes: the changes between visits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest();

describe('POST /api/test/next-changes', () => {
  const next = async (type: string) => {
    assert.equal((await shopper.post('/api/test/next-changes', { type })).status, 200);
    return (await shopper.cart()).body;
  };

  it('ProductRemoved removes an item and says so, once', async () => {
    const before = (await shopper.cart()).body;
    const cart = await next('ProductRemoved');
    assert.equal(cart.changeset?.type, 'ProductRemoved');
    assert.equal(cart.items.length, before.items.length - 1);
    const removed = cart.changeset?.changes.removedItems?.[0];
    assert.ok(removed && !cart.items.some((i) => i.product.productId === removed.productId));
    assert.ok(cart.cartVersion > before.cartVersion);
    assert.equal((await shopper.cart()).body.changeset, undefined);
  });

  it('PriceIncreased and PriceDecreased change the price by 5,00', async () => {
    const before = (await shopper.cart()).body;
    const up = await next('PriceIncreased');
    const upItem = up.changeset?.changes.priceIncreasedItems?.[0];
    assert.deepEqual(upItem?.differenceAmount, { amount: 5, currencyCode: 'EUR' });
    assert.equal(up.total.gross.amount, before.total.gross.amount + 5);
    const down = await next('PriceDecreased');
    assert.equal(down.changeset?.changes.priceDecreasedItems?.length, 1);
    assert.equal(down.total.gross.amount, before.total.gross.amount);
  });

  it('ShippingMethodRemoved takes the express method away', async () => {
    await shopper.change('/api/cart/set-shipping-method', { method: 'box_express' });
    const cart = await next('ShippingMethodRemoved');
    assert.deepEqual(cart.changeset?.changes.removedShippingMethods, [
      { productId: 'box_express', title: 'Expressversand (Paket)' },
    ]);
    assert.equal(cart.shipping?.method, 'box_standard');
    assert.deepEqual(
      cart.availableShippingMethods.map((m) => m.method),
      ['box_standard'],
    );
  });

  it('OutdatedAppointment removes the appointment item', async () => {
    const cart = await next('OutdatedAppointment');
    const outdated = cart.changeset?.changes.outdatedAppointments?.[0];
    assert.equal(outdated?.appointmentId, 'apt-20931-1830');
    assert.equal(outdated?.appointment, '2027-03-12T17:30:00.000Z');
    assert.ok(!cart.items.some((i) => i.appointment));
  });

  it('MultipleChanges carries several kinds at once', async () => {
    const cart = await next('MultipleChanges');
    assert.equal(cart.changeset?.type, 'MultipleChanges');
    assert.ok(Object.keys(cart.changeset?.changes ?? {}).length >= 3);
  });

  it('409 when the cart offers nothing to change, 400 for an unknown type', async () => {
    await shopper.reset({ seed: 'empty' });
    assert.equal((await shopper.post('/api/test/next-changes', { type: 'ProductRemoved' })).status, 409);
    assert.equal((await shopper.post('/api/test/next-changes', { type: 'Meteor' })).status, 400);
  });
});
