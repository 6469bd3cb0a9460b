// HTTP tests of the spec's loyalty rules as the reference API applies them: the loyalty number and its
// points, German tenants only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest({ reset: false });

describe('loyalty number and points', () => {
  it('German tenants: a 10-digit number is stored and points are half the counted value minus discount', async () => {
    await shopper.reset({ tenant: 'JS_DE' });
    const cart = await shopper.change('/api/cart/set-payback-number', { paybackNumber: '1234567890' });
    // 632,60 of items minus SKUs 6143 (50) and 7496 (4,90) = 577,70 → 288 points
    assert.deepEqual(cart.payback, { points: 288, number: '1234567890' });
    const cleared = await shopper.change('/api/cart/set-payback-number', { paybackNumber: '' });
    assert.equal(cleared.payback?.number, undefined);
  });

  it('refuses a wrong length, non-digits and wrong types', async () => {
    await shopper.reset({ tenant: 'MD_DE' });
    assert.deepEqual(
      (await shopper.fail('/api/cart/set-payback-number', { paybackNumber: '12345' })).error.fields,
      {
        paybackNumber: 'length',
      },
    );
    assert.deepEqual(
      (await shopper.fail('/api/cart/set-payback-number', { paybackNumber: '12345abcde' })).error.fields,
      {
        paybackNumber: 'invalid',
      },
    );
    assert.equal(
      (await shopper.fail('/api/cart/set-payback-number', { paybackNumber: 1234567890 })).status,
      400,
    );
    assert.equal((await shopper.fail('/api/cart/set-payback-number', {})).status, 400);
  });

  it('is not offered outside Germany', async () => {
    const cart = await shopper.reset({ tenant: 'JS_AT' });
    assert.equal(cart.payback, undefined);
    const { status, error } = await shopper.fail('/api/cart/set-payback-number', {
      paybackNumber: '1234567890',
    });
    assert.equal(status, 422);
    assert.equal(error.key, 'LOYALTY_NOT_AVAILABLE');
  });
});
