// HTTP tests of the spec's discount rules as the reference API applies them: discount codes and the
// friends discount.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cart } from '../../src/domain/index.js';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest({ reset: false });

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
