// HTTP tests of the spec's rules as the reference API applies them: discounts, friends discount,
// value vouchers, loyalty number and points, shipping restrictions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import { withReferenceApi } from '../helpers/reference-api-server.js';
import type { Visitor } from '../helpers/reference-api-server.js';

let shopper: Visitor;
withReferenceApi(
  (_api, visitor) => {
    shopper = visitor;
  },
  { reset: false },
);

const item = (cart: Cart, id: string) => cart.items.find((i) => i.id === id);

describe('discount codes', () => {
  it('need a logged-in visitor: 401 with key "User not authenticated"', async () => {
    await shopper.reset({ loggedIn: false });
    const { status, error } = await shopper.fail('/api/cart/add-coupon', {
      coupon: 'SOMMER10',
      referer: '/cart',
    });
    assert.equal(status, 401);
    assert.equal(error.key, 'User not authenticated');
  });

  it('apply only to boxes and experiences without an original price, to the cent', async () => {
    await shopper.reset({ loggedIn: true });
    const cart = await shopper.change('/api/cart/add-coupon', { coupon: ' sommer10 ', referer: '/cart' });
    assert.deepEqual(cart.coupon, { code: 'SOMMER10' });
    assert.equal(cart.discount?.campaign, 'Sommeraktion');
    // Eligible: skydive 229, dinner 2 × 79,90, box 59,90 = 448,70 → 10 % = 44,87
    assert.equal(cart.totalDiscount?.amount, 44.87);
    assert.equal(item(cart, 'item-1')?.discount, undefined, 'reduced item (original price)');
    assert.equal(item(cart, 'item-5')?.discount, undefined, 'value voucher');
    assert.equal(item(cart, 'item-6')?.discount, undefined, 'gift wrap');
    assert.deepEqual(item(cart, 'item-2')?.discount, {
      coupon: { code: 'SOMMER10' },
      campaign: 'Sommeraktion',
    });
    assert.equal(cart.total.gross.amount, 645.45 - 44.87);
    assert.deepEqual(cart.discountStatus, { success: true });
  });

  it('one at a time: a new code replaces the old; remove-coupon removes it', async () => {
    await shopper.reset({ loggedIn: true });
    await shopper.change('/api/cart/add-coupon', { coupon: 'SOMMER10' });
    const cart = await shopper.change('/api/cart/add-coupon', { coupon: 'ERLEBNIS15' });
    assert.deepEqual(cart.coupon, { code: 'ERLEBNIS15' });
    assert.equal(cart.totalDiscount?.amount, 15);
    const removed = await shopper.change('/api/cart/remove-coupon');
    assert.equal(removed.coupon, undefined);
    assert.equal(removed.totalDiscount?.amount, 0);
    assert.equal(removed.cartVersion, cart.cartVersion + 1);
    // Nothing to remove: same cart, same version.
    assert.equal((await shopper.change('/api/cart/remove-coupon')).cartVersion, removed.cartVersion);
  });

  it('a code longer than 16 characters is applied with its campaign name', async () => {
    await shopper.reset({ loggedIn: true });
    const cart = await shopper.change('/api/cart/add-coupon', { coupon: 'GEBURTSTAGSUEBERRASCHUNG' });
    assert.equal(cart.coupon?.code, 'GEBURTSTAGSUEBERRASCHUNG');
    assert.equal(cart.discount?.campaign, 'Geburtstagsaktion');
  });

  it('706 when no eligible item or too little value; 700 for an unknown code; 400 for an empty one', async () => {
    await shopper.reset({ loggedIn: true, seed: 'single' }); // a reduced item only
    assert.equal((await shopper.fail('/api/cart/add-coupon', { coupon: 'SOMMER10' })).error.code, 706);
    await shopper.reset({ loggedIn: true });
    assert.equal((await shopper.fail('/api/cart/add-coupon', { coupon: 'MINDEST500' })).error.code, 706);
    const unknown = await shopper.fail('/api/cart/add-coupon', { coupon: 'GIBTSNICHT' });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.error.code, 700);
    const empty = await shopper.fail('/api/cart/add-coupon', { coupon: '   ' });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.error.fields, { coupon: 'required' });
    assert.equal((await shopper.fail('/api/cart/add-coupon', { coupon: 12 })).status, 400);
  });

  it('DEMO-700 ... DEMO-718 and the readable codes give their error code', async () => {
    await shopper.reset({ loggedIn: true });
    for (let code = 700; code <= 718; code += 1) {
      const { status, error } = await shopper.fail('/api/cart/add-coupon', { coupon: `demo-${code}` });
      assert.equal(error.code, code);
      const unavailable = (code >= 712 && code <= 715) || code === 717 || code === 718;
      assert.equal(status, unavailable ? 503 : 422, `status of ${code}`);
      assert.equal(typeof error.message, 'string');
    }
    for (const [coupon, code] of [
      ['ABGELAUFEN', 701],
      ['ZUWENIG', 706],
      ['TECHNIK', 712],
      ['KAMPAGNE', 716],
    ] as const) {
      assert.equal((await shopper.fail('/api/cart/add-coupon', { coupon })).error.code, code);
    }
    assert.equal((await shopper.cart()).body.coupon, undefined);
  });
});

describe('friends discount', () => {
  it('applies by itself from the second voucher of an eligible experience, 10 % off all but one', async () => {
    await shopper.reset();
    const one = (await shopper.cart()).body;
    assert.equal(one.totalDiscount?.amount, 0);
    assert.equal(item(one, 'item-2')?.product.hasFriendsDiscount, true);
    const cart = await shopper.change('/api/cart/set-item-quantity', { cartItemId: 'item-2', quantity: 3 });
    assert.equal(cart.totalDiscount?.amount, 45.8); // 2 × 22,90
    assert.equal(cart.coupon, undefined);
    assert.equal(cart.discount?.campaign, 'FRIENDS');
    assert.deepEqual(item(cart, 'item-2')?.discount, { coupon: { code: 'FRIENDS' }, campaign: 'FRIENDS' });
  });

  it('does not apply to experiences without the offer', async () => {
    await shopper.reset();
    const cart = await shopper.change('/api/cart/set-item-quantity', { cartItemId: 'item-4', quantity: 3 });
    assert.equal(cart.totalDiscount?.amount, 0);
  });

  it('is replaced by another code, and comes back when that code is removed', async () => {
    await shopper.reset({ loggedIn: true });
    await shopper.change('/api/cart/set-item-quantity', { cartItemId: 'item-2', quantity: 2 });
    const coupon = await shopper.change('/api/cart/add-coupon', { coupon: 'ERLEBNIS15' });
    assert.equal(coupon.totalDiscount?.amount, 15);
    assert.equal(item(coupon, 'item-2')?.discount?.coupon?.code, 'ERLEBNIS15');
    const back = await shopper.change('/api/cart/remove-coupon');
    assert.equal(back.totalDiscount?.amount, 22.9);
    const typed = await shopper.change('/api/cart/add-coupon', { coupon: 'ERLEBNIS15' });
    assert.equal(
      (await shopper.change('/api/cart/add-coupon', { coupon: 'friends' })).totalDiscount?.amount,
      22.9,
    );
    assert.ok(typed);
  });

  it('FRIENDS typed in without two vouchers gives 706', async () => {
    await shopper.reset({ loggedIn: true });
    assert.equal((await shopper.fail('/api/cart/add-coupon', { coupon: 'FRIENDS' })).error.code, 706);
  });
});

describe('value vouchers', () => {
  it('the redemption seed pays with a voucher and shows the leftover value', async () => {
    const cart = await shopper.reset({ mode: 'redemption', seed: 'single' });
    assert.equal(cart.vouchers.length, 1);
    // 129 (PDF, online shipping) paid from a 250 voucher: 121 left over
    assert.equal(cart.vouchers[0]?.deductedAtPurchase.amount, 129);
    assert.equal(cart.vouchers[0]?.balance.amount, 250);
    assert.equal(cart.leftoverTotal?.gross.amount, 121);
    assert.equal(cart.total.gross.amount, 0);
  });

  it('WG- codes add a voucher (no login needed); remove-voucher takes it off', async () => {
    await shopper.reset({ mode: 'redemption' });
    const cart = await shopper.change('/api/cart/add-coupon', { coupon: 'wg-50' });
    assert.equal(cart.vouchers.length, 2);
    const added = cart.vouchers[1];
    assert.ok(added);
    const removed = await shopper.change('/api/cart/remove-voucher', { voucherId: added.id });
    assert.equal(removed.vouchers.length, 1);
    assert.equal((await shopper.fail('/api/cart/remove-voucher', { voucherId: added.id })).status, 404);
    assert.equal((await shopper.fail('/api/cart/remove-voucher', {})).status, 400);
  });

  it('each demo voucher code gives its error code', async () => {
    await shopper.reset({ mode: 'redemption' });
    for (const [coupon, code] of [
      ['WG-WAEHRUNG', 900],
      ['WG-AUSLAND', 902],
      ['WG-ABGELAUFEN', 903],
      ['WG-NIRGENDWO', 904],
      ['WG-LEER', 905],
      ['WG-UNBEZAHLT', 906],
      ['WG-GESPERRT', 907],
      ['WG-ERSTATTUNG', 908],
      ['WG-UNGUELTIG', 910],
      ['WG-250', 910], // already on the cart
    ] as const) {
      const { status, error } = await shopper.fail('/api/cart/add-coupon', { coupon });
      assert.equal(error.code, code, coupon);
      assert.equal(status, 422);
    }
    const special = await shopper.fail('/api/cart/add-coupon', { coupon: 'WG-12/34' });
    assert.equal(special.status, 400);
    assert.equal(special.error.key, 'specialCharacters');
  });

  it('920 when the cart holds value-voucher products', async () => {
    await shopper.reset({ mode: 'shopping' });
    assert.equal((await shopper.fail('/api/cart/add-coupon', { coupon: 'WG-50' })).error.code, 920);
  });
});

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

describe('shipping methods', () => {
  it('offers parcel methods for a cart with a box and switches between them', async () => {
    const cart = await shopper.reset();
    assert.equal(cart.shipping?.method, 'box_standard');
    const express = await shopper.change('/api/cart/set-shipping-method', { method: 'box_express' });
    assert.equal(express.shipping?.method, 'box_express');
    assert.equal(express.shipping?.price.gross.amount, 12.95);
    assert.equal(express.total.gross.amount, 645.45 - 4.95 + 12.95);
  });

  it('each method on offer carries its title, subtitle and price; the letters seed offers standard and express', async () => {
    const cart = await shopper.reset({ seed: 'letters' });
    assert.deepEqual(cart.availableShippingMethods, [
      {
        method: 'standard',
        title: 'Standardversand',
        subtitle: 'Als Brief mit dem Briefdienst',
        price: { amount: 1.95, currencyCode: 'EUR' },
      },
      {
        method: 'express',
        title: 'Expressversand',
        subtitle: 'Als Brief, Zustellung am nächsten Werktag',
        price: { amount: 9.95, currencyCode: 'EUR' },
      },
    ]);
    assert.equal(cart.shipping?.method, 'standard');
    const at = await shopper.reset({ seed: 'letters', tenant: 'JS_AT' });
    assert.deepEqual(
      at.availableShippingMethods.map((m) => m.method),
      ['standard'],
    );
    const ch = await shopper.reset({ seed: 'letters', tenant: 'MD_CH' });
    assert.deepEqual(ch.availableShippingMethods, [
      {
        method: 'standard',
        title: 'Standardversand',
        subtitle: 'Als Brief mit dem Briefdienst',
        price: { amount: 1.95, currencyCode: 'CHF' },
      },
    ]);
    assert.deepEqual((await shopper.get('/api/cart/shipping-countries')).body, ['CH']);
  });

  it('express outside Germany gives code 100; a method not on offer 422; an unknown one 400', async () => {
    const at = await shopper.reset({ tenant: 'JS_AT' });
    assert.deepEqual(
      at.availableShippingMethods.map((m) => m.method),
      ['box_standard'],
    );
    assert.equal(
      (await shopper.fail('/api/cart/set-shipping-method', { method: 'box_express' })).error.code,
      100,
    );
    await shopper.reset();
    const notOffered = await shopper.fail('/api/cart/set-shipping-method', { method: 'online' });
    assert.equal(notOffered.status, 422);
    assert.equal(notOffered.error.key, 'SHIPPING_METHOD_NOT_AVAILABLE');
    assert.equal((await shopper.fail('/api/cart/set-shipping-method', { method: 'teleport' })).status, 400);
  });

  it('prices in CHF for the Swiss tenant', async () => {
    const cart = await shopper.reset({ tenant: 'MD_CH' });
    assert.equal(cart.total.gross.currencyCode, 'CHF');
    assert.ok(cart.items.every((i) => i.product.price.gross.currencyCode === 'CHF'));
  });
});
