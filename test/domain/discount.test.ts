import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';
import { item } from '../helpers/carts.js';

describe('discount codes', () => {
  it('normalises to trimmed upper case', () => {
    expect(domain.normaliseDiscountCode('  summer24 ')).to.equal('SUMMER24');
    expect(domain.normaliseDiscountCode('friends')).to.equal(domain.FRIENDS_CODE);
  });

  it('requires a code', () => {
    expect(domain.validateDiscountCode('')).to.equal('required');
    expect(domain.validateDiscountCode('   ')).to.equal('required');
    expect(domain.validateDiscountCode(undefined)).to.equal('required');
    expect(domain.validateDiscountCode('A')).to.equal(null);
  });

  it('shows the code up to 16 characters, else the campaign name', () => {
    expect(domain.DISCOUNT_CODE_DISPLAY_MAX).to.equal(16);
    expect(domain.discountLabel('ABCDEFGHIJKLMNOP', 'Sommer')).to.equal('ABCDEFGHIJKLMNOP');
    expect(domain.discountLabel('ABCDEFGHIJKLMNOPQ', 'Sommer')).to.equal('Sommer');
    expect(domain.discountLabel('ABCDEFGHIJKLMNOPQ', undefined)).to.equal('');
    expect(domain.discountLabel(undefined, 'Sommer')).to.equal('Sommer');
  });

  it('applies only to boxes and experiences without an original price', () => {
    const original = { originalPrice: { gross: { amount: 120, currencyCode: 'EUR' } } };
    expect(domain.isDiscountEligible(item({ type: 'experience' }))).to.equal(true);
    expect(domain.isDiscountEligible(item({ type: 'Box' }))).to.equal(true);
    expect(domain.isDiscountEligible(item({ type: 'value_voucher' }))).to.equal(false);
    expect(domain.isDiscountEligible(item({ type: 'gift_wrap' }))).to.equal(false);
    expect(domain.isDiscountEligible(item({ type: 'experience', product: original }))).to.equal(false);
    expect(domain.isDiscountEligible(item({ type: 'box', product: original }))).to.equal(false);
  });

  it('tells a coupon (delete) from a campaign (change)', () => {
    expect(domain.appliedDiscount({})).to.equal(null);
    expect(
      domain.appliedDiscount({ coupon: { code: 'SUMMER' }, discount: { campaign: 'Sommer' } }),
    ).to.deep.equal({
      kind: 'coupon',
      code: 'SUMMER',
      label: 'SUMMER',
      action: 'delete',
    });
    expect(
      domain.appliedDiscount({ coupon: { code: 'X'.repeat(17) }, discount: { campaign: 'Sommer' } })?.label,
    ).to.equal('Sommer');
    expect(domain.appliedDiscount({ discount: { campaign: 'Sommer' } })).to.deep.equal({
      kind: 'campaign',
      label: 'Sommer',
      action: 'change',
    });
  });
});

describe('friends discount', () => {
  const friends = { productId: 'exp-1', hasFriendsDiscount: true };

  it('is FRIENDS, 10 percent', () => {
    expect(domain.FRIENDS_CODE).to.equal('FRIENDS');
    expect(domain.FRIENDS_DISCOUNT_PERCENT).to.equal(10);
  });

  it('applies from the second voucher of the same experience', () => {
    expect(domain.friendsDiscountApplies([item({ product: friends })], 'exp-1')).to.equal(false);
    expect(domain.friendsDiscountApplies([item({ quantity: 2, product: friends })], 'exp-1')).to.equal(true);
    expect(
      domain.friendsDiscountApplies(
        [item({ id: 'a', product: friends }), item({ id: 'b', product: friends })],
        'exp-1',
      ),
    ).to.equal(true);
  });

  it('needs the same experience and a product that offers it', () => {
    const other = { productId: 'exp-2', hasFriendsDiscount: true };
    expect(
      domain.friendsDiscountApplies([item({ product: friends }), item({ product: other })], 'exp-1'),
    ).to.equal(false);
    expect(
      domain.friendsDiscountApplies([item({ quantity: 3, product: { productId: 'exp-1' } })], 'exp-1'),
    ).to.equal(false);
    expect(domain.friendsDiscountApplies([item({ quantity: 2, product: friends })], 'exp-2')).to.equal(false);
  });

  it('counts all but one voucher as discounted', () => {
    expect(domain.friendsDiscountedQuantity([item({ quantity: 3, product: friends })], 'exp-1')).to.equal(2);
    expect(domain.friendsDiscountedQuantity([item({ quantity: 1, product: friends })], 'exp-1')).to.equal(0);
    expect(domain.friendsDiscountedQuantity([], 'exp-1')).to.equal(0);
  });
});
