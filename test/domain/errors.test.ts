import { expect } from '@open-wc/testing';
import { clearsDiscountCookies } from '../../src/domain/index.js';
import * as errorRules from '../../src/domain/errors.js';

describe('error codes', () => {
  it('maps the generic codes and unknown codes to the generic key', () => {
    for (const code of [0, 203, 500, 1, 999, 706.5, -1]) {
      expect(errorRules.messageKeyForError(code), String(code)).to.equal('errors.generic');
    }
    expect(errorRules.messageKeyForError(undefined)).to.equal('errors.generic');
    expect(errorRules.messageKeyForError(null)).to.equal('errors.generic');
    expect(errorRules.messageKeyForError('abc')).to.equal('errors.generic');
  });

  it('maps shipping, reservation and validation codes', () => {
    expect(errorRules.messageKeyForError(100)).to.equal('errors.expressShippingInvalidCountry');
    expect(errorRules.messageKeyForError(103)).to.equal('errors.shippingInvalidCountry');
    expect(errorRules.messageKeyForError(104)).to.equal('errors.shippingInvalidZipCode');
    expect(errorRules.messageKeyForError(300)).to.equal('errors.reservationFailed');
    expect(errorRules.messageKeyForError(606)).to.equal('errors.inputValidation');
  });

  it('maps the discount ranges 700-705, 707-711 / 706 / 712-715, 717, 718 / 716', () => {
    for (const code of [700, 701, 702, 703, 704, 705, 707, 708, 709, 710, 711]) {
      expect(errorRules.messageKeyForError(code), String(code)).to.equal('discount.errors.rejected');
    }
    expect(errorRules.messageKeyForError(706)).to.equal('discount.errors.tooLittleValue');
    for (const code of [712, 713, 714, 715, 717, 718]) {
      expect(errorRules.messageKeyForError(code), String(code)).to.equal('discount.errors.unavailable');
    }
    expect(errorRules.messageKeyForError(716)).to.equal('discount.errors.campaignInvalid');
    expect(errorRules.messageKeyForError(699)).to.equal('errors.generic');
    expect(errorRules.messageKeyForError(719)).to.equal('errors.generic');
  });

  it('maps payment and voucher codes', () => {
    expect(errorRules.messageKeyForError(800)).to.equal('payment.errors.invalidType');
    expect(errorRules.messageKeyForError(1200)).to.equal('payment.errors.purchaseFailed');
    const vouchers: [number, string][] = [
      [900, 'invalidCurrency'],
      [902, 'tenantMismatch'],
      [903, 'expired'],
      [904, 'notFound'],
      [905, 'balanceZero'],
      [906, 'notPaid'],
      [907, 'blocked'],
      [908, 'refundFailed'],
      // One text for 910, typed into the field or given in the page's URL (issue 41).
      [910, 'codeInvalid'],
      [920, 'cartHasVoucherProducts'],
    ];
    for (const [code, name] of vouchers)
      expect(errorRules.messageKeyForError(code)).to.equal(`vouchers.errors.${name}`);
    expect(errorRules.messageKeyForError(901)).to.equal('errors.generic');
    expect(errorRules.messageKeyForError(909)).to.equal('errors.generic');
  });

  it('reads the URL error parameter with the same map', () => {
    expect(errorRules.messageKeyForError('702')).to.equal('discount.errors.rejected');
    expect(errorRules.messageKeyForError(' 905 ')).to.equal('vouchers.errors.balanceZero');
    expect(errorRules.messageKeyForError('70a')).to.equal('errors.generic');
  });

  it('clears the discount cookies for 702 and 716 only', () => {
    expect(clearsDiscountCookies(702)).to.equal(true);
    expect(clearsDiscountCookies(716)).to.equal(true);
    expect(clearsDiscountCookies('716')).to.equal(true);
    for (const code of [700, 701, 703, 715, 717, null]) expect(clearsDiscountCookies(code)).to.equal(false);
  });

  it('maps failed-call bodies, keys first', () => {
    expect(errorRules.messageKeyForApiError({ code: 700, key: 'User not authenticated' })).to.equal(
      'discount.errors.notAuthenticated',
    );
    expect(errorRules.messageKeyForApiError({ key: 'COUNT_EXCEEDED' })).to.equal('wishlist.full');
    expect(errorRules.messageKeyForApiError({ code: 706 })).to.equal('discount.errors.tooLittleValue');
    expect(errorRules.messageKeyForApiError(null)).to.equal('errors.generic');
  });

  it('groups discount and voucher codes', () => {
    expect(errorRules.isDiscountError(716)).to.equal(true);
    expect(errorRules.isDiscountError(905)).to.equal(false);
    expect(errorRules.isVoucherError(905)).to.equal(true);
    expect(errorRules.KNOWN_ERROR_CODES).to.include.members([
      0, 203, 500, 100, 103, 104, 300, 606, 800, 1200,
    ]);
    expect(errorRules.KNOWN_ERROR_CODES.filter((code) => code >= 700 && code < 800)).to.have.length(19);
  });
});
