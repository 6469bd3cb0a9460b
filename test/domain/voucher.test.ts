import { expect } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { showsLeftover, validateVoucherCode, voucherDeductedTotal } from '../../src/domain/index.js';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });

describe('value vouchers', () => {
  it('validates the code', () => {
    expect(validateVoucherCode('')).to.equal('required');
    expect(validateVoucherCode('  ')).to.equal('required');
    expect(validateVoucherCode(null)).to.equal('required');
    expect(validateVoucherCode('ABCD-1234-EFGH')).to.equal(null);
    expect(validateVoucherCode('abcd 1234')).to.equal(null);
    for (const code of ['AB/CD', 'AB#CD', 'AB$CD', 'A%B', 'A&B']) {
      expect(validateVoucherCode(code), code).to.equal('specialCharacters');
    }
  });

  const cart = (overrides: Partial<Cart>): Pick<Cart, 'vouchers' | 'leftoverTotal' | 'total'> => ({
    vouchers: [{ id: 'v1', deductedAtPurchase: eur(30.1), balance: { currencyCode: 'EUR' } }],
    leftoverTotal: { gross: eur(10) },
    total: { gross: eur(0) },
    ...overrides,
  });

  it('shows the leftover only when redeeming, with vouchers and a leftover above 0', () => {
    expect(showsLeftover(cart({}), 'redemption')).to.equal(true);
    expect(showsLeftover(cart({}), 'shopping')).to.equal(false);
    expect(showsLeftover(cart({ vouchers: [] }), 'redemption')).to.equal(false);
    expect(showsLeftover(cart({ leftoverTotal: { gross: eur(0) } }), 'redemption')).to.equal(false);
    expect(showsLeftover(cart({ leftoverTotal: undefined }), 'redemption')).to.equal(false);
    expect(showsLeftover(cart({ leftoverTotal: { gross: eur(0.01) } }), 'redemption')).to.equal(true);
  });

  it('sums the deducted amounts', () => {
    const two = cart({
      vouchers: [
        { id: 'a', deductedAtPurchase: eur(0.1), balance: { currencyCode: 'EUR' } },
        { id: 'b', deductedAtPurchase: eur(0.2), balance: { currencyCode: 'EUR' } },
      ],
    });
    expect(voucherDeductedTotal(two)).to.deep.equal(eur(0.3));
    expect(voucherDeductedTotal(cart({ vouchers: [] }))).to.deep.equal(eur(0));
  });
});
