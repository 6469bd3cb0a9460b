// HTTP tests of the test and demo endpoints: seeds, faults, changes between visits, recorded calls.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import { seedCart } from '../../demo/server/node-middleware.js';
import type { StartupData } from '../../demo/server/startup-data.js';
import { withReferenceApi, Visitor } from '../helpers/reference-api-server.js';
import type { ApiServer } from '../helpers/reference-api-server.js';

let api: ApiServer;
let shopper: Visitor;
withReferenceApi((started, visitor) => {
  api = started;
  shopper = visitor;
});

const kinds = (cart: Cart) => cart.items.map((i) => i.product.productType);

describe('POST /api/test/reset', () => {
  it("'default' mixes a range, a single person, an appointment ×2 at 18:30 Berlin, a box, a value voucher, friends", async () => {
    const cart = await shopper.reset({ seed: 'default' });
    assert.ok(cart.items.length >= 5 && cart.items.length <= 6);
    assert.ok(cart.items.some((i) => (i.product.minParticipants ?? 0) < (i.product.maxParticipants ?? 0)));
    assert.ok(
      cart.items.some(
        (i) => i.product.minParticipants === 1 && i.product.maxParticipants === 1 && !i.appointment,
      ),
    );
    const ticket = cart.items.find((i) => i.appointment);
    assert.equal(ticket?.quantity, 2);
    const time = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    });
    assert.equal(time.format(new Date(ticket?.appointment?.date ?? '')), '18:30');
    assert.ok(kinds(cart).includes('box'));
    assert.ok(kinds(cart).includes('value_voucher'));
    assert.ok(cart.items.some((i) => i.product.hasFriendsDiscount));
    assert.ok(cart.items.some((i) => i.product.originalPrice));
    assert.ok(cart.items.some((i) => i.product.manufacturerSku === '6143'));
  });

  it("'single' has one item with quantity 1 and no appointment; 'large' 25; 'empty' none", async () => {
    const single = await shopper.reset({ seed: 'single' });
    assert.equal(single.items.length, 1);
    assert.equal(single.items[0]?.quantity, 1);
    assert.equal(single.items[0]?.appointment, undefined);
    assert.equal((await shopper.reset({ seed: 'large' })).items.length, 25);
    assert.equal(new Set((await shopper.cart()).body.items.map((i) => i.id)).size, 25);
    assert.deepEqual((await shopper.reset({ seed: 'empty' })).items, []);
  });

  it("'default' shows every packaging option, motifs, services, extras and a pre-selected motif", async () => {
    const cart = await shopper.reset({ seed: 'default' });
    const offered = new Set(cart.items.flatMap((i) => i.availablePackagingOptions.map((o) => o.type)));
    assert.deepEqual([...offered].sort(), ['Envelope', 'GiftBox', 'Included', 'Pdf']);
    assert.ok(cart.items.some((i) => i.availablePackagingOptions.some((o) => o.hasMultipleVariants)));
    const cooking = cart.items[0];
    assert.equal(cooking?.selectedPackaging?.type, 'GiftBox');
    assert.equal(cooking?.product.preSelectedWrappingVariantId, 'box-love');
    assert.equal(cooking?.selectedPackaging?.variantId, 'box-love');
    assert.equal(cooking?.selectedPackaging?.variantTitle, 'Herzen');
    assert.ok((cooking?.product.services ?? []).length > 0);
    assert.deepEqual(cart.items[1]?.additionalServices, [
      { title: 'Video vom Sprung' },
      { title: 'Fotopaket' },
    ]);
  });

  it("'hostile' carries a title with markup", async () => {
    const cart = await shopper.reset({ seed: 'hostile' });
    assert.match(cart.items[0]?.product.title ?? '', /<img src=x onerror=alert\(1\)>/);
    assert.match(cart.items[0]?.product.title ?? '', /<script>/);
  });

  it('keeps cartId and raises cartVersion across resets', async () => {
    const a = await shopper.reset();
    const b = await shopper.reset({ seed: 'single' });
    assert.equal(a.cartId, b.cartId);
    assert.equal(b.cartVersion, a.cartVersion + 1);
  });

  it('refuses unknown tenants, seeds and modes', async () => {
    for (const body of [{ tenant: 'XX' }, { seed: 'huge' }, { mode: 'browse' }, { loggedIn: 'yes' }]) {
      assert.equal((await shopper.post('/api/test/reset', body)).status, 400, JSON.stringify(body));
    }
  });
});

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

describe('POST /api/test/next-changes', () => {
  const next = async (type: string) => {
    assert.equal((await shopper.post('/api/test/next-changes', { type })).status, 200);
    return (await shopper.cart()).body;
  };

  it('ProductRemoved removes an item and says so, once', async () => {
    const before = (await shopper.cart()).body;
    const cart = await next('ProductRemoved');
    assert.equal(cart.changeset?.type, 'ProductRemoved');
    assert.equal(cart.items.length, before.items.length - 1);
    const removed = cart.changeset?.changes.removedItems?.[0];
    assert.ok(removed && !cart.items.some((i) => i.product.productId === removed.productId));
    assert.ok(cart.cartVersion > before.cartVersion);
    assert.equal((await shopper.cart()).body.changeset, undefined);
  });

  it('PriceIncreased and PriceDecreased change the price by 5,00', async () => {
    const before = (await shopper.cart()).body;
    const up = await next('PriceIncreased');
    const upItem = up.changeset?.changes.priceIncreasedItems?.[0];
    assert.deepEqual(upItem?.differenceAmount, { amount: 5, currencyCode: 'EUR' });
    assert.equal(up.total.gross.amount, before.total.gross.amount + 5);
    const down = await next('PriceDecreased');
    assert.equal(down.changeset?.changes.priceDecreasedItems?.length, 1);
    assert.equal(down.total.gross.amount, before.total.gross.amount);
  });

  it('ShippingMethodRemoved takes the express method away', async () => {
    await shopper.change('/api/cart/set-shipping-method', { method: 'box_express' });
    const cart = await next('ShippingMethodRemoved');
    assert.deepEqual(cart.changeset?.changes.removedShippingMethods, [
      { productId: 'box_express', title: 'Expressversand (Paket)' },
    ]);
    assert.equal(cart.shipping?.method, 'box_standard');
    assert.deepEqual(
      cart.availableShippingMethods.map((m) => m.method),
      ['box_standard'],
    );
  });

  it('OutdatedAppointment removes the appointment item', async () => {
    const cart = await next('OutdatedAppointment');
    const outdated = cart.changeset?.changes.outdatedAppointments?.[0];
    assert.equal(outdated?.appointmentId, 'apt-20931-1830');
    assert.equal(outdated?.appointment, '2027-03-12T17:30:00.000Z');
    assert.ok(!cart.items.some((i) => i.appointment));
  });

  it('MultipleChanges carries several kinds at once', async () => {
    const cart = await next('MultipleChanges');
    assert.equal(cart.changeset?.type, 'MultipleChanges');
    assert.ok(Object.keys(cart.changeset?.changes ?? {}).length >= 3);
  });

  it('409 when the cart offers nothing to change, 400 for an unknown type', async () => {
    await shopper.reset({ seed: 'empty' });
    assert.equal((await shopper.post('/api/test/next-changes', { type: 'ProductRemoved' })).status, 409);
    assert.equal((await shopper.post('/api/test/next-changes', { type: 'Meteor' })).status, 400);
  });
});

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
