// HTTP tests of the other calls of spec point 7: terms, details, payments, order steps, wishlist, events.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeliveryTerm, PackagingVariant } from '../../src/domain/index.js';
import { withReferenceApi } from '../helpers/reference-api-server.js';
import type { Visitor } from '../helpers/reference-api-server.js';

let shopper: Visitor;
withReferenceApi((_api, visitor) => {
  shopper = visitor;
});

const address = {
  formOfAddress: 'female',
  firstName: 'Erika',
  lastName: 'Mustermann',
  streetName: 'Heidestraße',
  streetNumber: '17',
  zipCode: '51147',
  city: 'Köln',
  countryCode: 'DE',
};
const person = {
  email: 'erika@example.com',
  phoneNumber: '0221 123456',
  billingAddress: address,
  customerType: 'private',
};

describe('catalogue calls', () => {
  it('GET /api/delivery-terms lists a term per packaging and method, PDF and online "sofort"', async () => {
    const { status, body } = await shopper.get<DeliveryTerm[]>('/api/delivery-terms');
    assert.equal(status, 200);
    assert.equal(body.length, 4 * 5);
    assert.ok(body.filter((t) => t.packagingType === 'Pdf').every((t) => t.text === 'sofort'));
    const envelopeStandard = body.find(
      (t) => t.packagingType === 'Envelope' && t.shippingMethod === 'standard',
    );
    assert.match(envelopeStandard?.date ?? '', /^\d{4}-\d{2}-\d{2}$/);
  });

  it('GET /api/packagings/variants/{id} by packaging type, cart item or product; 404 otherwise', async () => {
    const byType = await shopper.get<PackagingVariant[]>('/api/packagings/variants/GiftBox');
    assert.deepEqual(
      byType.body.map((v) => v.id),
      ['box-gold', 'box-love'],
    );
    const byItem = await shopper.get<PackagingVariant[]>('/api/packagings/variants/item-2?type=Envelope');
    assert.equal(byItem.body.length, 3);
    const byProduct = await shopper.get<PackagingVariant[]>('/api/packagings/variants/10077');
    assert.equal(byProduct.status, 200);
    assert.equal((await shopper.get('/api/packagings/variants/unknown')).status, 404);
  });

  it('GET /api/product-details/{id} answers title, caption and HTML body with markup to sanitise', async () => {
    const { status, body } = await shopper.get<{
      title: string;
      productInformation: { services: { caption: string; body: string } };
    }>('/api/product-details/10077');
    assert.equal(status, 200);
    assert.equal(body.title, 'Tandem-Fallschirmsprung');
    assert.equal(body.productInformation.services.caption, 'Leistungen & Einlösung');
    assert.match(body.productInformation.services.body, /<ul><li>/);
    assert.match(body.productInformation.services.body, /<script>/);
    assert.match(body.productInformation.services.body, /onerror=/);
    const hostile = await shopper.get<{ title: string }>('/api/product-details/p-66601');
    assert.match(hostile.body.title, /<img src=x onerror=alert\(1\)>/);
    assert.equal((await shopper.get('/api/product-details/999999')).status, 404);
  });

  it('GET /api/cart/shipping-countries follows the shipping restrictions', async () => {
    assert.deepEqual((await shopper.get('/api/cart/shipping-countries')).body, ['DE', 'AT', 'CH', 'IT']);
    await shopper.change('/api/cart/set-shipping-method', { method: 'box_express' });
    assert.deepEqual((await shopper.get('/api/cart/shipping-countries')).body, ['DE']);
    await shopper.reset({ tenant: 'MD_CH' });
    assert.deepEqual((await shopper.get('/api/cart/shipping-countries')).body, ['CH']);
  });
});

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

describe('order steps', () => {
  it('validate-personal-information: valid, 606 for missing or refused data', async () => {
    assert.deepEqual((await shopper.post('/api/cart/validate-personal-information', person)).body, {
      valid: true,
    });
    const missing = await shopper.fail('/api/cart/validate-personal-information', {
      ...person,
      phoneNumber: '',
    });
    assert.equal(missing.error.code, 606);
    assert.deepEqual(missing.error.fields, { phoneNumber: 'required' });
    const refused = await shopper.fail('/api/cart/validate-personal-information', {
      ...person,
      email: 'abgelehnt@example.com',
    });
    assert.equal(refused.error.code, 606);
    assert.equal((await shopper.fail('/api/cart/validate-personal-information', 'x')).status, 400);
  });

  it('validate-personal-information: 103 outside the standard countries, 104 for postcode 18565, 100 for express abroad', async () => {
    const france = { ...person, billingAddress: { ...address, countryCode: 'FR' } };
    assert.equal((await shopper.fail('/api/cart/validate-personal-information', france)).error.code, 103);
    const island = { ...person, billingAddress: { ...address, zipCode: '18565' } };
    assert.equal((await shopper.fail('/api/cart/validate-personal-information', island)).error.code, 104);
    await shopper.change('/api/cart/set-shipping-method', { method: 'box_express' });
    const austria = {
      ...person,
      distinctShippingAddressSelected: true,
      shippingAddress: { ...address, countryCode: 'AT', zipCode: '1010' },
    };
    assert.equal((await shopper.fail('/api/cart/validate-personal-information', austria)).error.code, 100);
  });

  it('reserve-appointments reserves the appointments of the cart', async () => {
    const { status, body } = await shopper.post<{
      reservations: { appointmentId: string; reservationId: string }[];
    }>('/api/reserve-appointments', {});
    assert.equal(status, 200);
    assert.equal(body.reservations.length, 1);
    assert.equal(body.reservations[0]?.appointmentId, 'apt-20931-1830');
    const cart = (await shopper.cart()).body;
    assert.equal(
      cart.items.find((i) => i.id === 'item-3')?.appointment?.reservationId,
      body.reservations[0]?.reservationId,
    );
    assert.equal(
      (await shopper.post('/api/reserve-appointments', { appointmentIds: ['apt-x'] })).status,
      404,
    );
    assert.equal((await shopper.post('/api/reserve-appointments', { appointmentIds: 'apt-x' })).status, 400);
  });

  it('reserve-appointments fails with 300 and fields.appointmentIds for the taken appointment', async () => {
    await shopper.reset({ seed: 'taken-appointment' });
    const { status, error } = await shopper.fail('/api/reserve-appointments', {});
    assert.equal(status, 409);
    assert.equal(error.code, 300);
    assert.deepEqual(error.fields, { appointmentIds: ['apt-taken'] });
  });
});

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
