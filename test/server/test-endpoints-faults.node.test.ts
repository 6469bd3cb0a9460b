// HTTP tests of the test endpoint POST /api/test/fault (and the x-fault header): each fault, lists, times,
// visitors.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import { referenceApiForEachTest, Visitor } from '../helpers/reference-api-server.js';

const { api, shopper } = referenceApiForEachTest();

describe('faults', () => {
  const path = '/api/cart/set-item-quantity';
  const change = { cartItemId: 'item-1', quantity: 2 };

  it("'500' answers HTTP 500 in the error shape once, then the call works again", async () => {
    await shopper.post('/api/test/fault', { path, fault: '500' });
    const failed = await shopper.post<{ code: number }>(path, change);
    assert.equal(failed.status, 500);
    assert.equal(failed.body.code, 500);
    assert.equal((await shopper.cart()).body.items[0]?.quantity, 1, 'the call was not carried out');
    assert.equal((await shopper.post(path, change)).status, 200);
  });

  it("'not-json' answers 200 with HTML; 'invalid-cart' answers JSON that is not a cart", async () => {
    await shopper.post('/api/test/fault', { path, fault: 'not-json' });
    const html = await shopper.post(path, change);
    assert.equal(html.status, 200);
    assert.match(html.headers.get('content-type') ?? '', /text\/html/);
    assert.match(html.text, /^<!doctype html>/);
    await shopper.post('/api/test/fault', { path: '/api/cart', fault: 'invalid-cart' });
    const invalid = await shopper.cart();
    assert.equal(invalid.status, 200);
    assert.equal(typeof (invalid.body as unknown as { items: unknown }).items, 'string');
  });

  it("'drop' breaks the connection off mid-answer (head sent, body cut), without carrying the call out", async () => {
    const before = (await shopper.cart()).body;
    await shopper.post('/api/test/fault', { path, fault: 'drop' });
    // The head arrives (so browsers do not retry the request silently), the body never completes.
    const response = await fetch(api.baseUrl + path, {
      method: 'POST',
      headers: { cookie: shopper.cookie ?? '', 'content-type': 'application/json' },
      body: JSON.stringify(change),
    });
    assert.equal(response.status, 200);
    await assert.rejects(response.text());
    assert.equal((await shopper.cart()).body.cartVersion, before.cartVersion);
    assert.equal((await shopper.post(path, change)).status, 200);
  });

  it("'slow' carries the call out at once and answers after the delay", async () => {
    await shopper.post('/api/test/fault', { path, fault: 'slow', delayMs: 300 });
    const started = Date.now();
    const slow = shopper.post<Cart>(path, { cartItemId: 'item-1', quantity: 4 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal((await shopper.cart()).body.items[0]?.quantity, 4);
    const reply = await slow;
    assert.ok(Date.now() - started >= 290);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.items[0]?.quantity, 4);
  });

  it("'hold' carries the call out at once and answers once released, before the release answers", async () => {
    await shopper.post('/api/test/fault', { path, fault: 'hold' });
    let answered = false;
    const held = shopper.post<Cart>(path, { cartItemId: 'item-1', quantity: 5 }).then((reply) => {
      answered = true;
      return reply;
    });
    let carriedOut = false;
    while (!carriedOut) carriedOut = (await shopper.cart()).body.items[0]?.quantity === 5;
    assert.equal(answered, false);
    const released = await shopper.post<{ released: number }>('/api/test/release', { path });
    assert.deepEqual(released.body, { released: 1 });
    const reply = await held;
    assert.equal(reply.status, 200);
    assert.equal(reply.body.items[0]?.quantity, 5);
    assert.deepEqual((await shopper.post('/api/test/release', {})).body, { released: 0 });
  });

  it('a release of a path sent before its held call arrives frees that call when it comes', async () => {
    await shopper.post('/api/test/fault', { path, fault: 'hold' });
    // The release reaches the server first (a call that follows another, a busy machine).
    const released = shopper.post<{ released: number }>('/api/test/release', { path });
    const reply = await shopper.post<Cart>(path, { cartItemId: 'item-1', quantity: 3 });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.items[0]?.quantity, 3);
    assert.deepEqual((await released).body, { released: 1 });
  });

  it("'late' carries the call out only after the delay, so a later call can overtake it", async () => {
    const late = shopper.post<Cart>(
      path,
      { cartItemId: 'item-1', quantity: 4 },
      { 'x-fault': 'late', 'x-fault-delay': '300' },
    );
    const quick = await shopper.post<Cart>(path, { cartItemId: 'item-1', quantity: 6 });
    assert.equal(quick.body.items[0]?.quantity, 6, 'the later call was carried out first');
    const reply = await late;
    assert.equal(reply.status, 200);
    assert.equal(reply.body.items[0]?.quantity, 4);
    assert.ok(reply.body.cartVersion > quick.body.cartVersion, 'the late call is the newer version');
    assert.equal((await shopper.cart()).body.items[0]?.quantity, 4);
  });

  it("'lost-answer' carries the call out, but the answer breaks off", async () => {
    await shopper.post('/api/test/fault', { path, fault: 'lost-answer' });
    await assert.rejects(shopper.post(path, { cartItemId: 'item-1', quantity: 5 }));
    assert.equal((await shopper.cart()).body.items[0]?.quantity, 5);
  });

  it('a list of faults is armed in order, and a bad one arms none of them', async () => {
    const plan = [
      { path, fault: '500' },
      { path, fault: 'late', delayMs: 0 },
      { path, fault: 'not-json' },
    ];
    assert.equal((await shopper.post('/api/test/fault', [...plan, { path, fault: 'meteor' }])).status, 400);
    assert.equal((await shopper.post(path, change)).status, 200, 'nothing armed');
    assert.equal((await shopper.post('/api/test/fault', plan)).status, 200);
    assert.equal((await shopper.post(path, change)).status, 500);
    assert.equal((await shopper.post(path, change)).status, 200);
    assert.match((await shopper.post(path, change)).text, /<html>/);
  });

  it('times: the fault hits that many calls; path * hits any call', async () => {
    await shopper.post('/api/test/fault', { path, fault: '500', times: 2 });
    assert.equal((await shopper.post(path, change)).status, 500);
    assert.equal((await shopper.post(path, change)).status, 500);
    assert.equal((await shopper.post(path, change)).status, 200);
    await shopper.post('/api/test/fault', { path: '*', fault: '500' });
    assert.equal((await shopper.get('/api/delivery-terms')).status, 500);
  });

  it("'error' answers a server error code with its status", async () => {
    await shopper.post('/api/test/fault', {
      path: '/api/cart/create-payment-session',
      fault: 'error',
      code: 1200,
    });
    const reply = await shopper.fail('/api/cart/create-payment-session', { paymentType: 'invoice' });
    assert.equal(reply.status, 502);
    assert.equal(reply.error.code, 1200);
    await shopper.post('/api/test/fault', { path: '/api/reserve-appointments', fault: 'error', code: 300 });
    assert.deepEqual((await shopper.fail('/api/reserve-appointments', {})).error.fields, {
      appointmentIds: ['apt-20931-1830'],
    });
    assert.equal((await shopper.post('/api/test/fault', { path, fault: 'error', code: 123 })).status, 400);
  });

  it('the x-fault header and the ?fault= parameter fault one call', async () => {
    const header = await shopper.get('/api/cart', { 'x-fault': '500' });
    assert.equal(header.status, 500);
    const started = Date.now();
    const slow = await shopper.get('/api/cart', { 'x-fault': 'slow', 'x-fault-delay': '200' });
    assert.equal(slow.status, 200);
    assert.ok(Date.now() - started >= 190);
    const query = await shopper.get('/api/cart?fault=not-json');
    assert.match(query.text, /<html>/);
    assert.equal((await shopper.get('/api/cart?fault=error&faultCode=0')).status, 500);
    assert.equal((await shopper.get('/api/cart', { 'x-fault': 'gremlins' })).status, 400);
  });

  it('refuses a bad fault request', async () => {
    assert.equal((await shopper.post('/api/test/fault', { path, fault: 'meteor' })).status, 400);
    assert.equal((await shopper.post('/api/test/fault', { fault: '500' })).status, 400);
    assert.equal((await shopper.post('/api/test/fault', { path: '/x', fault: '500' })).status, 400);
    assert.equal((await shopper.post('/api/test/fault', { path, fault: '500', times: 0 })).status, 400);
  });

  it('faults of one visitor do not touch another', async () => {
    const other = new Visitor(api.baseUrl);
    await other.reset();
    await shopper.post('/api/test/fault', { path: '/api/cart', fault: '500' });
    assert.equal((await other.cart()).status, 200);
    assert.equal((await shopper.cart()).status, 500);
  });
});
