// HTTP tests of GET /api/cart and the item calls: answers, bad input, versions, visitors.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import { cents, withReferenceApi, Visitor } from '../helpers/reference-api-server.js';
import type { ApiServer } from '../helpers/reference-api-server.js';

let api: ApiServer;
let shopper: Visitor;
withReferenceApi((started, visitor) => {
  api = started;
  shopper = visitor;
});

/** Items + packaging + shipping - discount - vouchers = total, to the cent. */
function assertConsistent(cart: Cart) {
  const items = cart.items.reduce((sum, item) => sum + cents(item.total.gross.amount), 0);
  const unitTimesQty = cart.items.reduce(
    (sum, item) => sum + cents(item.product.price.gross.amount) * item.quantity,
    0,
  );
  assert.equal(items, unitTimesQty);
  const packaging = cart.items.reduce(
    (sum, item) => sum + cents(item.selectedPackaging?.price.gross.amount ?? 0) * item.quantity,
    0,
  );
  assert.equal(cents(cart.packagingTotal?.gross.amount ?? 0), packaging);
  const vouchers = cart.vouchers.reduce((sum, v) => sum + cents(v.deductedAtPurchase.amount), 0);
  const expected =
    items +
    packaging +
    cents(cart.shipping?.price.gross.amount ?? 0) -
    cents(cart.totalDiscount?.amount ?? 0) -
    vouchers;
  assert.equal(cents(cart.total.gross.amount), Math.max(0, expected));
}

describe('GET /api/cart', () => {
  it('sets the visitor cookie on the first request and answers the seeded cart', async () => {
    const fresh = new Visitor(api.baseUrl);
    const reply = await fresh.cart();
    assert.equal(reply.status, 200);
    assert.match(
      reply.headers.get('set-cookie') ?? '',
      /^shop_visitor=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
    assert.ok(reply.body.items.length >= 5);
    const again = await fresh.cart();
    assert.equal(again.headers.get('set-cookie'), null);
    assert.equal(again.body.cartId, reply.body.cartId);
  });

  it('answers a cart whose totals add up to the cent', async () => {
    const { body } = await shopper.cart();
    assert.equal(body.total.gross.currencyCode, 'EUR');
    assertConsistent(body);
    // 129 + 229 + 2 × 79.90 + 59.90 + 50 + 4.90, a gift box 7.90, parcel shipping 4.95
    assert.equal(body.total.gross.amount, 645.45);
  });

  it('does not change the version when nothing changes', async () => {
    const a = await shopper.cart();
    const b = await shopper.cart();
    assert.equal(a.body.cartVersion, b.body.cartVersion);
  });
});

describe('POST /api/cart/set-item-quantity', () => {
  it('sets the quantity, recomputes the totals and raises cartVersion', async () => {
    const before = (await shopper.cart()).body;
    const cart = await shopper.change('/api/cart/set-item-quantity', { cartItemId: 'item-1', quantity: 3 });
    assert.equal(cart.items.find((i) => i.id === 'item-1')?.quantity, 3);
    assert.equal(cart.items.find((i) => i.id === 'item-1')?.total.gross.amount, 387);
    assert.equal(cart.cartVersion, before.cartVersion + 1);
    assertConsistent(cart);
    const next = await shopper.change('/api/cart/set-item-quantity', { cartItemId: 'item-1', quantity: 25 });
    assert.equal(next.cartVersion, before.cartVersion + 2);
  });

  for (const [label, quantity, field] of [
    ['0', 0, 'outOfRange'],
    ['26', 26, 'outOfRange'],
    ['-1', -1, 'outOfRange'],
    ['2.5', 2.5, 'outOfRange'],
    ["'x'", 'x', 'notANumber'],
    ["'3' as a string", '3', 'notANumber'],
    ['null', null, 'required'],
    ['true', true, 'notANumber'],
  ] as const) {
    it(`refuses quantity ${label} with 400 and leaves the cart unchanged`, async () => {
      const before = (await shopper.cart()).body;
      const { status, error } = await shopper.fail('/api/cart/set-item-quantity', {
        cartItemId: 'item-1',
        quantity,
      });
      assert.equal(status, 400);
      assert.equal(error.key, 'INVALID_FIELD');
      assert.deepEqual(error.fields, { quantity: field });
      assert.deepEqual((await shopper.cart()).body, before);
    });
  }

  it('refuses a missing quantity or cartItemId', async () => {
    assert.deepEqual(
      (await shopper.fail('/api/cart/set-item-quantity', { cartItemId: 'item-1' })).error.fields,
      {
        quantity: 'required',
      },
    );
    assert.deepEqual((await shopper.fail('/api/cart/set-item-quantity', { quantity: 2 })).error.fields, {
      cartItemId: 'required',
    });
    assert.deepEqual(
      (await shopper.fail('/api/cart/set-item-quantity', { cartItemId: 7, quantity: 2 })).error.fields,
      {
        cartItemId: 'notAString',
      },
    );
  });

  it('answers 404 for an unknown item', async () => {
    const { status, error } = await shopper.fail('/api/cart/set-item-quantity', {
      cartItemId: 'nope',
      quantity: 2,
    });
    assert.equal(status, 404);
    assert.equal(error.key, 'NOT_FOUND');
  });

  it('refuses bodies that are not JSON objects', async () => {
    for (const [body, key] of [
      ['{"cartItemId": "item-1", ', 'INVALID_JSON'],
      ['[1,2]', 'INVALID_BODY'],
      ['42', 'INVALID_BODY'],
      ['', 'MISSING_BODY'],
    ]) {
      const reply = await shopper.post('/api/cart/set-item-quantity', body);
      assert.equal(reply.status, 400, String(body));
      assert.equal((reply.body as { key: string }).key, key);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const before = (await shopper.cart()).body;
    const reply = await shopper.post('/api/cart/set-item-quantity', {
      cartItemId: 'item-1',
      quantity: 2,
      pad: 'x'.repeat(70_000),
    });
    assert.equal(reply.status, 413);
    assert.equal((reply.body as { key: string }).key, 'PAYLOAD_TOO_LARGE');
    assert.deepEqual((await shopper.cart()).body, before);
  });
});

describe('POST /api/cart/remove-item', () => {
  it('removes the item and raises the version', async () => {
    const before = (await shopper.cart()).body;
    const cart = await shopper.change('/api/cart/remove-item', { cartItemId: 'item-4' });
    assert.equal(cart.items.length, before.items.length - 1);
    assert.ok(!cart.items.some((i) => i.id === 'item-4'));
    assert.equal(cart.cartVersion, before.cartVersion + 1);
    assertConsistent(cart);
  });

  it('answers 404 for an unknown or already removed item, 400 without cartItemId', async () => {
    await shopper.change('/api/cart/remove-item', { cartItemId: 'item-4' });
    assert.equal((await shopper.fail('/api/cart/remove-item', { cartItemId: 'item-4' })).status, 404);
    assert.equal((await shopper.fail('/api/cart/remove-item', {})).status, 400);
  });

  it('empties the cart: no shipping, zero totals', async () => {
    await shopper.reset({ seed: 'single' });
    const cart = await shopper.change('/api/cart/remove-item', { cartItemId: 'item-1' });
    assert.deepEqual(cart.items, []);
    assert.equal(cart.total.gross.amount, 0);
    assert.equal(cart.shipping, undefined);
    assert.deepEqual(cart.availableShippingMethods, []);
  });
});

describe('POST /api/cart/set-item-packaging', () => {
  it('selects a packaging with a variant and adds its price per quantity', async () => {
    await shopper.change('/api/cart/set-item-quantity', { cartItemId: 'item-2', quantity: 2 });
    const cart = await shopper.change('/api/cart/set-item-packaging', {
      itemId: 'item-2',
      packagingOptionType: 'GiftBox',
      packagingVariantId: 'box-love',
    });
    const item = cart.items.find((i) => i.id === 'item-2');
    assert.equal(item?.selectedPackaging?.type, 'GiftBox');
    assert.equal(item?.selectedPackaging?.variantId, 'box-love');
    assert.equal(item?.selectedPackaging?.variantTitle, 'Herzen');
    assert.equal(cart.packagingTotal?.gross.amount, 23.7); // 7,90 for item-1, 2 × 7,90 for item-2
    assertConsistent(cart);
  });

  it('refuses a packaging the item does not offer, an unknown type or variant', async () => {
    assert.equal(
      (
        await shopper.fail('/api/cart/set-item-packaging', {
          itemId: 'item-4',
          packagingOptionType: 'GiftBox',
        })
      ).status,
      422,
    );
    assert.equal(
      (await shopper.fail('/api/cart/set-item-packaging', { itemId: 'item-2', packagingOptionType: 'Sack' }))
        .status,
      400,
    );
    const variant = await shopper.fail('/api/cart/set-item-packaging', {
      itemId: 'item-2',
      packagingOptionType: 'Envelope',
      packagingVariantId: 'box-love',
    });
    assert.equal(variant.status, 400);
    assert.equal(
      (await shopper.fail('/api/cart/set-item-packaging', { itemId: 'x', packagingOptionType: 'Pdf' }))
        .status,
      404,
    );
  });

  it("takes the product's pre-selected motif with any packaging, where it does not fit the first motif", async () => {
    const envelope = await shopper.change('/api/cart/set-item-packaging', {
      itemId: 'item-1',
      packagingOptionType: 'Envelope',
      packagingVariantId: 'box-love',
    });
    assert.equal(envelope.items[0]?.selectedPackaging?.variantId, 'env-classic');
    const box = await shopper.change('/api/cart/set-item-packaging', {
      itemId: 'item-1',
      packagingOptionType: 'GiftBox',
      packagingVariantId: null,
    });
    assert.equal(box.items[0]?.selectedPackaging?.variantId, 'box-love');
  });

  it('makes an all-PDF cart ship online', async () => {
    await shopper.reset({ seed: 'single' });
    const cart = (await shopper.cart()).body;
    assert.equal(cart.shipping?.method, 'online');
    const boxed = await shopper.change('/api/cart/set-item-packaging', {
      itemId: 'item-1',
      packagingOptionType: 'GiftBox',
    });
    assert.deepEqual(
      boxed.availableShippingMethods.map((m) => m.method),
      ['box_standard', 'box_express'],
    );
  });
});

describe('visitors and routing', () => {
  it('keeps each visitor’s cart apart', async () => {
    const other = new Visitor(api.baseUrl);
    await other.reset({ seed: 'single' });
    await shopper.change('/api/cart/remove-item', { cartItemId: 'item-1' });
    assert.equal((await other.cart()).body.items.length, 1);
    assert.equal((await other.cart()).body.items[0]?.id, 'item-1');
    assert.notEqual(other.cookie, shopper.cookie);
  });

  it('answers 404 for an unknown call and 405 for a wrong method, in the error shape', async () => {
    const unknown = await shopper.get<{ key: string }>('/api/nothing-here');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.key, 'NOT_FOUND');
    const wrong = await shopper.get<{ key: string }>('/api/cart/set-item-quantity');
    assert.equal(wrong.status, 405);
    assert.equal(wrong.body.key, 'METHOD_NOT_ALLOWED');
  });
});
