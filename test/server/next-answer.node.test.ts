// HTTP tests of POST /api/test/next-answer: the next call of a path answers a raw body as given.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import type { Visitor } from '../helpers/reference-api-server.js';
import { withReferenceApi } from '../helpers/reference-api-server.js';

let shopper: Visitor;
withReferenceApi((_api, visitor) => {
  shopper = visitor;
});

describe('POST /api/test/next-answer', () => {
  it('makes the next GET /api/cart answer the body exactly as given, once; the cart itself is untouched', async () => {
    const before = (await shopper.cart()).body;
    const raw = { cartId: before.cartId, cartVersion: 99, items: [], total: null, brandNew: { x: 1 } };
    assert.equal((await shopper.post('/api/test/next-answer', { path: '/api/cart', body: raw })).status, 200);
    const canned = await shopper.cart();
    assert.equal(canned.status, 200);
    assert.equal(canned.text, JSON.stringify(raw));
    const after = (await shopper.cart()).body;
    assert.deepEqual(after, before);
  });

  it('answers `times` calls with the given status, and a reset drops what is still armed', async () => {
    const body = { code: null, key: 'X', message: null };
    await shopper.post('/api/test/next-answer', { path: '/api/cart', body, times: 2, status: 500 });
    assert.deepEqual([(await shopper.cart()).status, (await shopper.cart()).status], [500, 500]);
    assert.equal((await shopper.cart()).status, 200);
    await shopper.post('/api/test/next-answer', { path: '/api/cart', body: {} });
    await shopper.reset();
    assert.ok(Array.isArray((await shopper.cart()).body.items));
  });

  it('answers for a POST call too, and the call is still recorded', async () => {
    const cart = await shopper.reset({ seed: 'single' });
    const raw: Partial<Cart> = { ...cart, cartVersion: cart.cartVersion + 5 };
    await shopper.post('/api/test/next-answer', { path: '/api/cart/set-item-quantity', body: raw });
    const reply = await shopper.post<Cart>('/api/cart/set-item-quantity', {
      cartItemId: cart.items[0]?.id,
      quantity: 3,
    });
    assert.equal(reply.body.cartVersion, cart.cartVersion + 5);
    assert.equal((await shopper.cart()).body.items[0]?.quantity, 1);
    const requests = (await shopper.get<{ path: string }[]>('/api/test/requests')).body;
    assert.ok(requests.some((r) => r.path === '/api/cart/set-item-quantity'));
  });

  it('refuses what is not an API path, a missing body and counts out of range', async () => {
    const arm = (input: unknown) => shopper.post('/api/test/next-answer', input);
    assert.equal((await arm({ path: '/elsewhere', body: {} })).status, 400);
    assert.equal((await arm({ path: '/api/test/reset', body: {} })).status, 400);
    assert.equal((await arm({ path: '/api/cart' })).status, 400);
    assert.equal((await arm({ path: '/api/cart', body: {}, times: 0 })).status, 400);
    assert.equal((await arm({ path: '/api/cart', body: {}, status: 99 })).status, 400);
  });
});
