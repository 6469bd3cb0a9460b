// HTTP tests of the event posts and error reports of spec point 7.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest();

describe('events and error reports', () => {
  it('records the event posts for GET /api/test/events', async () => {
    assert.equal((await shopper.post('/api/event/checkout-proceeded-to-p2', { cartId: 'c1' })).status, 200);
    await shopper.post('/api/event/checkout-express-payment-flow-started', {
      cartId: 'c1',
      paymentType: 'paypalExpress',
    });
    await shopper.post('/api/event/service-info-opened', { cartId: 'c1' });
    await shopper.post('/api/event/gift-wrap-selection-opened', { cartId: 'c1' });
    await shopper.post('/api/event/checkout-express-payment-flow-finished', {
      cartId: 'c1',
      paymentType: 'amazonPayExpress',
    });
    assert.equal((await shopper.post('/api/event/checkout-proceeded-to-p2', {})).status, 400);
    assert.equal(
      (await shopper.post('/api/event/checkout-express-payment-flow-started', { cartId: 'c1' })).status,
      400,
    );
    assert.equal((await shopper.post('/api/event/nothing', { cartId: 'c1' })).status, 404);
    const events = (await shopper.get<{ path: string; body: unknown }[]>('/api/test/events')).body;
    assert.deepEqual(
      events.map((e) => e.path),
      [
        '/api/event/checkout-proceeded-to-p2',
        '/api/event/checkout-express-payment-flow-started',
        '/api/event/service-info-opened',
        '/api/event/gift-wrap-selection-opened',
        '/api/event/checkout-express-payment-flow-finished',
      ],
    );
    assert.deepEqual(events[1]?.body, { cartId: 'c1', paymentType: 'paypalExpress' });
  });

  it('collects Sentry envelopes posted to /api/{project}/envelope/ and the tunnel', async () => {
    const envelope = [
      JSON.stringify({ event_id: 'abc', dsn: 'http://key@localhost/1' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ message: 'boom', level: 'error' }),
    ].join('\n');
    const reply = await shopper.request('POST', '/api/1/envelope/?sentry_key=key', envelope, {
      'content-type': 'text/plain',
    });
    assert.equal(reply.status, 200);
    await shopper.request('POST', '/api/error-reports', envelope, { 'content-type': 'text/plain' });
    const reports = (await shopper.get<{ path: string; envelope: unknown[] }[]>('/api/test/error-reports'))
      .body;
    assert.equal(reports.length, 2);
    assert.deepEqual(reports[0]?.envelope[2], { message: 'boom', level: 'error' });
  });
});
