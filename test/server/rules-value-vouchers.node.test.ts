// HTTP tests of the spec's value voucher rules as the reference API applies them: redemption, WG- codes
// and their error codes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { referenceApiForEachTest } from '../helpers/reference-api-server.js';

const { shopper } = referenceApiForEachTest({ reset: false });

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
