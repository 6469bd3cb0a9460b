import { expect } from '@open-wc/testing';
import { clearsDiscountCookies } from '../../src/domain/index.js';
import {
  KNOWN_ERROR_CODES,
  isDiscountError,
  isVoucherError,
  messageKeyForApiError,
  messageKeyForError,
} from '../../src/domain/errors.js';

describe('error codes', () => {
  it('maps the generic codes and unknown codes to the generic key', () => {
    for (const code of [0, 203, 500, 1, 999, 706.5, -1]) {
      expect(messageKeyForError(code), String(code)).to.equal('errors.generic');
    }
    expect(messageKeyForError(undefined)).to.equal('errors.generic');
    expect(messageKeyForError(null)).to.equal('errors.generic');
    expect(messageKeyForError('abc')).to.equal('errors.generic');
  });

  it('maps shipping, reservation and validation codes', () => {
    expect(messageKeyForError(100)).to.equal('errors.expressShippingInvalidCountry');
    expect(messageKeyForError(103)).to.equal('errors.shippingInvalidCountry');
    expect(messageKeyForError(104)).to.equal('errors.shippingInvalidZipCode');
    expect(messageKeyForError(300)).to.equal('errors.reservationFailed');
    expect(messageKeyForError(606)).to.equal('errors.inputValidation');
  });

  it('maps the discount ranges 700-705, 707-711 / 706 / 712-715, 717, 718 / 716', () => {
    for (const code of [700, 701, 702, 703, 704, 705, 707, 708, 709, 710, 711]) {
      expect(messageKeyForError(code), String(code)).to.equal('discount.errors.rejected');
    }
    expect(messageKeyForError(706)).to.equal('discount.errors.tooLittleValue');
    for (const code of [712, 713, 714, 715, 717, 718]) {
      expect(messageKeyForError(code), String(code)).to.equal('discount.errors.unavailable');
    }
    expect(messageKeyForError(716)).to.equal('discount.errors.campaignInvalid');
    expect(messageKeyForError(699)).to.equal('errors.generic');
    expect(messageKeyForError(719)).to.equal('errors.generic');
  });

  it('maps payment and voucher codes', () => {
    expect(messageKeyForError(800)).to.equal('payment.errors.invalidType');
    expect(messageKeyForError(1200)).to.equal('payment.errors.purchaseFailed');
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
    for (const [code, name] of vouchers) expect(messageKeyForError(code)).to.equal(`vouchers.errors.${name}`);
    expect(messageKeyForError(901)).to.equal('errors.generic');
    expect(messageKeyForError(909)).to.equal('errors.generic');
  });

  it('reads the URL error parameter with the same map', () => {
    expect(messageKeyForError('702')).to.equal('discount.errors.rejected');
    expect(messageKeyForError(' 905 ')).to.equal('vouchers.errors.balanceZero');
    expect(messageKeyForError('70a')).to.equal('errors.generic');
  });

  it('clears the discount cookies for 702 and 716 only', () => {
    expect(clearsDiscountCookies(702)).to.equal(true);
    expect(clearsDiscountCookies(716)).to.equal(true);
    expect(clearsDiscountCookies('716')).to.equal(true);
    for (const code of [700, 701, 703, 715, 717, null]) expect(clearsDiscountCookies(code)).to.equal(false);
  });

  it('maps failed-call bodies, keys first', () => {
    expect(messageKeyForApiError({ code: 700, key: 'User not authenticated' })).to.equal(
      'discount.errors.notAuthenticated',
    );
    expect(messageKeyForApiError({ key: 'COUNT_EXCEEDED' })).to.equal('wishlist.full');
    expect(messageKeyForApiError({ code: 706 })).to.equal('discount.errors.tooLittleValue');
    expect(messageKeyForApiError(null)).to.equal('errors.generic');
  });

  it('groups discount and voucher codes', () => {
    expect(isDiscountError(716)).to.equal(true);
    expect(isDiscountError(905)).to.equal(false);
    expect(isVoucherError(905)).to.equal(true);
    expect(KNOWN_ERROR_CODES).to.include.members([0, 203, 500, 100, 103, 104, 300, 606, 800, 1200]);
    expect(KNOWN_ERROR_CODES.filter((code) => code >= 700 && code < 800)).to.have.length(19);
  });
});
