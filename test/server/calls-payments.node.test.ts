// HTTP tests of the payment calls of spec point 7: availability, Amazon Pay and PayPal steps, payment
// sessions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest();

describe('payment calls', () => {
  it('GET /api/payment-methods/{type}/availability', async () => {
    const ok = await shopper.get<{ available: boolean }>(
      '/api/payment-methods/paypal/availability?totalAmount=99.5&shippingMethod=standard',
    );
    assert.deepEqual(ok.body, { paymentType: 'paypal', available: true });
    const invoice = await shopper.get<{ available: boolean }>(
      '/api/payment-methods/invoice/availability?totalAmount=1000.01',
    );
    assert.equal(invoice.body.available, false);
    const amazon = await shopper.get<{ available: boolean }>(
      '/api/payment-methods/amazon-pay/availability?totalAmount=10',
    );
    assert.equal(amazon.body.available, true);
    const sofort = await shopper.get<{ available: boolean }>(
      '/api/payment-methods/sofort/availability?totalAmount=10&shippingMethod=express',
    );
    assert.equal(sofort.body.available, false);
    const unknown = await shopper.get<{ code: number }>(
      '/api/payment-methods/bitcoin/availability?totalAmount=10',
    );
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.code, 800);
    assert.equal((await shopper.get('/api/payment-methods/paypal/availability')).status, 400);
    assert.equal((await shopper.get('/api/payment-methods/paypal/availability?totalAmount=x')).status, 400);
    assert.equal(
      (await shopper.get('/api/payment-methods/paypal/availability?totalAmount=1&shippingMethod=x')).status,
      400,
    );
  });

  it('Amazon-style merchant properties and session preparation', async () => {
    const merchant = await shopper.get<{ isSandbox: boolean; merchantId: string }>(
      '/api/payment-methods/amazon-pay/merchant-account-properties',
    );
    assert.equal(merchant.body.isSandbox, true);
    assert.equal(typeof merchant.body.merchantId, 'string');
    const { total } = (await shopper.cart()).body;
    const session = await shopper.post<{ payloadJSON: string; signature: string }>(
      '/api/payment-methods/amazon-pay/prepare-payment-session',
      { amount: total.gross.amount, currency: 'EUR' },
    );
    assert.equal(session.status, 200);
    const payload = JSON.parse(session.body.payloadJSON);
    assert.equal(payload.paymentDetails.chargeAmount.amount, total.gross.amount.toFixed(2));
    assert.match(
      payload.webCheckoutDetails.checkoutReviewReturnUrl,
      /^\/checkout\/\?amazonCheckoutSessionId=/,
    );
    // A session is signed only for the cart's current total.
    const stale = await shopper.post<{ key: string }>(
      '/api/payment-methods/amazon-pay/prepare-payment-session',
      {
        amount: total.gross.amount + 1,
        currency: 'EUR',
      },
    );
    assert.equal(stale.status, 409);
    assert.equal(stale.body.key, 'AMOUNT_MISMATCH');
    assert.equal(
      (await shopper.post('/api/payment-methods/amazon-pay/prepare-payment-session', { amount: -1 })).status,
      400,
    );
    assert.equal(
      (await shopper.post('/api/payment-methods/amazon-pay/prepare-payment-session', {})).status,
      400,
    );
  });

  it('PayPal-style order read: e-mail and billing address; 404 for PAYPAL-UNKNOWN', async () => {
    const order = await shopper.get<{
      email: string;
      phoneNumber: string;
      billingAddress: { countryCode: string };
    }>('/api/payment-methods/paypal/order/PAYPAL-4200001');
    assert.equal(order.body.email, 'erika.mustermann@example.com');
    assert.equal(order.body.billingAddress.countryCode, 'DE');
    assert.equal(typeof order.body.phoneNumber, 'string');
    assert.equal((await shopper.get('/api/payment-methods/paypal/order/PAYPAL-UNKNOWN')).status, 404);
  });

  it('POST /api/cart/create-payment-session answers an order id of the tenant', async () => {
    const before = (await shopper.cart()).body;
    const paypal = await shopper.post<{ orderId: string; paypalOrderId?: string }>(
      '/api/cart/create-payment-session',
      {
        paymentType: 'paypalExpress',
      },
    );
    assert.match(paypal.body.orderId, /^1-JD\d+$/);
    assert.match(paypal.body.paypalOrderId ?? '', /^PAYPAL-/);
    const stripe = await shopper.post<{ stripeClientSecret?: string }>('/api/cart/create-payment-session', {
      paymentType: 'stripeCreditCard',
    });
    assert.match(stripe.body.stripeClientSecret ?? '', /_secret_/);
    const after = (await shopper.cart()).body;
    assert.equal(after.selectedPaymentType, 'stripeCreditCard');
    assert.ok(after.cartVersion > before.cartVersion);
    await shopper.reset({ tenant: 'MD_CH' });
    const swiss = await shopper.post<{ orderId: string }>('/api/cart/create-payment-session', {
      paymentType: 'invoice',
    });
    assert.match(swiss.body.orderId, /^1-MC/);
  });

  it('create-payment-session: 800 for an unknown type, 400 without one, 1200 for an empty cart', async () => {
    assert.equal(
      (await shopper.fail('/api/cart/create-payment-session', { paymentType: 'cash' })).error.code,
      800,
    );
    assert.equal((await shopper.fail('/api/cart/create-payment-session', {})).status, 400);
    await shopper.reset({ seed: 'empty' });
    const empty = await shopper.fail('/api/cart/create-payment-session', { paymentType: 'invoice' });
    assert.equal(empty.status, 502);
    assert.equal(empty.error.code, 1200);
  });
});
