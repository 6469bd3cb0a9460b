// HTTP tests of the wishlist calls of spec point 7 (logged in only).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest();

describe('wishlist (logged in only)', () => {
  it('answers 401 "User not authenticated" to anonymous visitors', async () => {
    const { status, error } = await shopper.fail('/api/wishlist/add-products', { productId: '10077' });
    assert.equal(status, 401);
    assert.equal(error.key, 'User not authenticated');
  });

  it('adds newest first, moves a present id to the front, removes ids (single id wrapped)', async () => {
    await shopper.reset({ loggedIn: true });
    await shopper.post('/api/wishlist/add-products', { productId: 'a' });
    await shopper.post('/api/wishlist/add-products', { productId: 'b' });
    assert.deepEqual((await shopper.post('/api/wishlist/add-products', { productId: 'a' })).body, ['a', 'b']);
    assert.deepEqual((await shopper.post('/api/wishlist/remove-product', { productIds: ['a'] })).body, ['b']);
    assert.deepEqual((await shopper.post('/api/wishlist/remove-product', { productIds: 'b' })).body, []);
    assert.equal((await shopper.post('/api/wishlist/remove-product', { productIds: [3] })).status, 400);
    assert.equal((await shopper.post('/api/wishlist/add-products', {})).status, 400);
  });

  it('answers COUNT_EXCEEDED for the 100th product', async () => {
    const ids = Array.from({ length: 99 }, (_, i) => `p${i}`);
    await shopper.reset({ loggedIn: true, wishlist: ids });
    assert.equal((await shopper.get<string[]>('/api/wishlist')).body.length, 99);
    const { status, error } = await shopper.fail('/api/wishlist/add-products', { productId: 'one-more' });
    assert.equal(status, 422);
    assert.equal(error.key, 'COUNT_EXCEEDED');
    assert.equal((await shopper.post('/api/wishlist/add-products', { productId: 'p5' })).status, 200);
  });
});
