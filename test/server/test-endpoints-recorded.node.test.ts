// HTTP tests of the recorded calls (GET /api/test/requests), the start-up data endpoint, seedCart and
// visitors' cookies.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import { seedCart } from '../../demo/server/node-middleware.js';
import type { StartupData } from '../../demo/server/startup-data.js';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { api, shopper } = referenceApiForEachTest();

describe('recorded requests and start-up data', () => {
  it('GET /api/test/requests lists this visitor’s API calls with bodies, not the test calls', async () => {
    await shopper.cart();
    await shopper.post('/api/cart/set-item-quantity', { cartItemId: 'item-1', quantity: 2 });
    await shopper.post('/api/cart/remove-item', '{oops');
    const log = (await shopper.get<{ method: string; path: string; body: unknown }[]>('/api/test/requests'))
      .body;
    assert.deepEqual(
      log.map((r) => [r.method, r.path, r.body]),
      [
        ['GET', '/api/cart', undefined],
        ['POST', '/api/cart/set-item-quantity', { cartItemId: 'item-1', quantity: 2 }],
        ['POST', '/api/cart/remove-item', '{oops'],
      ],
    );
    await shopper.reset();
    assert.deepEqual((await shopper.get('/api/test/requests')).body, []);
  });

  it('GET /api/test/startup-data gives start-up data for the element', async () => {
    await shopper.reset({ tenant: 'MD_AT', loggedIn: true, mode: 'redemption' });
    const data = (await shopper.get<StartupData>('/api/test/startup-data?newDesign=false&itemLayout=next'))
      .body;
    assert.equal(data.tenant, 'MD_AT');
    assert.equal(data.props.mode, 'redemption');
    assert.equal(typeof data.props.customerEmailHash, 'string');
    assert.equal(data.props.newDesign, false);
    assert.equal(data.props.itemLayout, 'next');
    assert.equal(data.props.tenantConfig.noOfExperiences, 8000);
    assert.equal(data.props.cart?.cartId, (await shopper.cart()).body.cartId);
    const bare = (await shopper.get<{ props: { cart?: Cart } }>('/api/test/startup-data?includeCart=false'))
      .body;
    assert.equal(bare.props.cart, undefined);
  });

  it('seedCart builds a 25-item cart without HTTP', () => {
    const cart = seedCart('JS_DE', { items: 25 });
    assert.equal(cart.items.length, 25);
    assert.equal(cart.cartVersion, 1);
    assert.equal(seedCart('MD_CH').total.gross.currencyCode, 'CHF');
  });

  it('a connection to an unknown cookie id starts a fresh visitor', async () => {
    const reply = await new Promise<number>((resolve, reject) => {
      const url = new URL('/api/cart', api.baseUrl);
      const req = request(url, { headers: { cookie: 'shop_visitor=not valid!' } }, (res) => {
        res.resume();
        resolve(res.headers['set-cookie'] ? 1 : 0);
      });
      req.on('error', reject);
      req.end();
    });
    assert.equal(reply, 1);
  });
});
