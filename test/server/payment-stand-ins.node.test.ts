// The stand-ins of the payment providers' scripts on the demo server: served per visitor as set through
// /api/test/payment-providers, and armed faults and answers for path prefixes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PAYMENTS } from '../../demo/server/startup-data.js';
import { send, withDemoServer } from '../helpers/demo-server.js';

withDemoServer();

/** A visitor of the demo server: the cookie of its first answer goes with every later request. */
class Shopper {
  private cookie = '';
  async call(method: string, path: string, body?: unknown) {
    const answer = await send(method, path, this.cookie ? { cookie: this.cookie } : {}, body);
    const set = answer.headers['set-cookie']?.[0];
    if (set && !this.cookie) this.cookie = set.split(';')[0] ?? '';
    return { ...answer, json: () => JSON.parse(answer.text) as Record<string, Record<string, string>> };
  }
}

describe('payment provider stand-ins', () => {
  it('serves the three scripts as JavaScript, never cached; unknown names are 404', async () => {
    const shopper = new Shopper();
    await shopper.call('POST', '/api/test/reset', {});
    for (const [name, global] of [
      ['stripe.js', 'window.Stripe = Stripe'],
      ['paypal-sdk.js', 'window.paypal ='],
      ['amazon-checkout.js', 'window.amazon ='],
    ] as const) {
      const answer = await shopper.call('GET', `/test-providers/${name}?client-id=x`);
      assert.equal(answer.status, 200, name);
      assert.equal(answer.headers['content-type'], 'text/javascript; charset=utf-8');
      assert.equal(answer.headers['cache-control'], 'no-store');
      assert.ok(answer.text.includes(global), name);
    }
    assert.equal((await shopper.call('GET', '/test-providers/evil.js')).status, 404);
    assert.equal((await shopper.call('GET', '/test-providers/../server/http.ts')).status, 404);
    assert.equal((await shopper.call('POST', '/test-providers/stripe.js', {})).status, 404);
  });

  it('sets outcomes per visitor: scripts that fail or define nothing, wallets, sheets; reset restores them', async () => {
    const shopper = new Shopper();
    const other = new Shopper();
    await shopper.call('POST', '/api/test/reset', {});
    await other.call('POST', '/api/test/reset', {});
    const set = await shopper.call('POST', '/api/test/payment-providers', {
      stripe: { wallet: 'applePay', outcome: 'declined' },
      paypal: { script: 'fail' },
      amazonPay: { script: 'no-global', outcome: 'cancel' },
    });
    assert.deepEqual(set.json(), {
      stripe: { script: 'ok', outcome: 'declined', wallet: 'applePay' },
      paypal: { script: 'fail', outcome: 'success' },
      amazonPay: { script: 'no-global', outcome: 'cancel' },
    });
    assert.equal((await shopper.call('GET', '/test-providers/paypal-sdk.js')).status, 500);
    const empty = await shopper.call('GET', '/test-providers/amazon-checkout.js');
    assert.equal(empty.status, 200);
    assert.doesNotMatch(empty.text, /window\./);
    assert.equal((await other.call('GET', '/test-providers/paypal-sdk.js')).status, 200, 'another visitor');
    assert.deepEqual((await other.call('GET', '/api/test/payment-providers')).json().stripe, {
      script: 'ok',
      outcome: 'success',
      wallet: 'googlePay',
    });
    const refused = await shopper.call('POST', '/api/test/payment-providers', {
      stripe: { wallet: 'nfc', outcome: 'cancel' },
    });
    assert.equal(refused.status, 400);
    assert.equal(
      (await shopper.call('GET', '/api/test/payment-providers')).json().stripe?.outcome,
      'declined',
      'nothing changed',
    );
    await shopper.call('POST', '/api/test/reset', {});
    assert.equal((await shopper.call('GET', '/test-providers/paypal-sdk.js')).status, 200);
  });

  it('arms faults and answers for a path prefix ending in *', async () => {
    const shopper = new Shopper();
    await shopper.call('POST', '/api/test/reset', {});
    await shopper.call('POST', '/api/test/fault', {
      path: '/api/payment-methods/paypal/order/*',
      fault: '500',
    });
    assert.equal((await shopper.call('GET', '/api/payment-methods/paypal/order/PAYPAL-1234')).status, 500);
    assert.equal((await shopper.call('GET', '/api/payment-methods/paypal/order/PAYPAL-1234')).status, 200);
    await shopper.call('POST', '/api/test/next-answer', {
      path: '/api/payment-methods/paypal/order/*',
      body: { email: null },
    });
    assert.equal(
      (await shopper.call('GET', '/api/payment-methods/paypal/order/PAYPAL-9')).text,
      '{"email":null}',
    );
  });

  it('puts the express payments with the stand-ins into the demo page, unless the panel switched them off', async () => {
    const shopper = new Shopper();
    const page = await shopper.call('GET', '/');
    const json = /<script type="application\/json">([^<]*)<\/script>/.exec(page.text)?.[1] ?? '';
    assert.deepEqual(JSON.parse(json.replace(/\\u003c/g, '<')).props.payments, DEMO_PAYMENTS);
    const off = await send('GET', '/', { cookie: 'shop_demo=payments%3Dfalse' });
    const offJson = /<script type="application\/json">([^<]*)<\/script>/.exec(off.text)?.[1] ?? '';
    assert.equal(JSON.parse(offJson).props.payments, undefined);
    assert.match(page.text, /<script src="\/demo\/trusted-types.js"><\/script>/);
  });
});
