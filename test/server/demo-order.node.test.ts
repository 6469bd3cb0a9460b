// GET /api/test/order: an Order of the visitor's cart for the demo panel's purchase tracking.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Order } from '../../src/domain/index.js';
import type { Visitor } from '../helpers/reference-api-server.js';
import { withReferenceApi } from '../helpers/reference-api-server.js';

let shopper: Visitor;
withReferenceApi((_api, visitor) => {
  shopper = visitor;
});

describe('GET /api/test/order', () => {
  it('answers an Order of the current cart with a new order id of the tenant each time', async () => {
    const cart = await shopper.reset({ seed: 'default', tenant: 'MD_AT', mode: 'redemption' });
    const first = (await shopper.get<Order>('/api/test/order')).body;
    const second = (await shopper.get<Order>('/api/test/order')).body;
    assert.match(first.orderId, /^1-MA\d+$/);
    assert.notEqual(first.orderId, second.orderId);
    assert.deepEqual(first.items, cart.items);
    assert.deepEqual(first.total, cart.total);
    assert.equal(first.email, 'Erika.Mustermann@example.com');
    assert.deepEqual(first.paymentVouchers, [
      { type: 'value_voucher', deductedAtPurchase: { amount: cart.vouchers[0]?.deductedAtPurchase.amount } },
    ]);
    assert.deepEqual(first.shipping, {
      id: cart.shipping?.method,
      price: { gross: { amount: cart.shipping?.price.gross.amount } },
    });
    // The cart itself is left as it was.
    assert.equal((await shopper.cart()).body.cartVersion, cart.cartVersion);
  });
});
