import { expect } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { codeFieldKind, showsLeftover, typedCodeError, validateVoucherCode } from '../../src/domain/index.js';

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

  it('checks a typed code by the kind the field takes (spec points 1, 5)', () => {
    expect(codeFieldKind('redemption')).to.equal('voucher');
    expect(codeFieldKind('shopping')).to.equal('either');
    expect(typedCodeError(' ', 'voucher')).to.equal('vouchers.errors.required');
    expect(typedCodeError('', 'either')).to.equal('discount.errors.required');
    expect(typedCodeError('WG-12/34', 'voucher')).to.equal('vouchers.errors.specialCharacters');
    // Where the kind is unknown the server decides: discount codes with _ . / are sent.
    for (const code of ['SOMMER_10', 'GUT.SCHEIN', 'WG-12/34']) {
      expect(typedCodeError(code, 'either'), code).to.equal(null);
    }
    expect(typedCodeError('WG-25', 'voucher')).to.equal(null);
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
});
