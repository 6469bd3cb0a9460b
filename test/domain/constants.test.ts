import { expect } from '@open-wc/testing';
import {
  BREAKPOINTS,
  CART_SYNC,
  CHECKOUT_STEPS,
  COOKIE_LIFETIMES,
  EXPERIENCES_PER_BRAND,
  EXPRESS_DELIVERY_DAYS,
  EXPRESS_PAYMENT,
  HOTLINE_HOURS,
  INVOICE_PAYMENT_MAX_DAYS,
  PRICE_GUARANTEE_MONTHS,
  SCRIPT_LOAD_TIMEOUT_MS,
  STICKY_BAR_HIDE_RATIO,
  STICKY_BAR_SHOW_RATIO,
  VOUCHER_VALIDITY_YEARS,
  cookieIsSecure,
  experiencesCount,
  formatCount,
  giftWrapperSize,
  greetingCardBoxPrice,
} from '../../src/domain/index.js';

describe('business constants', () => {
  it('has the hotline hours Mon-Fri 8-20, Sat 10-16', () => {
    expect(HOTLINE_HOURS).to.deep.equal({ weekdays: { from: 8, to: 20 }, saturday: { from: 10, to: 16 } });
  });

  it('advertises 4000 experiences for the first brand and 8000 for the second', () => {
    expect(EXPERIENCES_PER_BRAND).to.deep.equal({ JS: 4000, MD: 8000 });
    expect(experiencesCount('JS_AT')).to.equal(4000);
    expect(experiencesCount('MD_CH')).to.equal(8000);
  });

  it('shows counts with German digit grouping', () => {
    expect(formatCount(8000)).to.equal('8.000');
    expect(formatCount(12345)).to.equal('12.345');
    expect(formatCount(0)).to.equal('0');
  });

  it('has the gift wrapper sizes and greeting card box prices', () => {
    expect(giftWrapperSize('JS_DE')).to.equal('16,2 x 16,2 x 1,7 cm');
    expect(giftWrapperSize('MD_DE')).to.equal('16,2 x 16,2 x 1,6 cm');
    expect(greetingCardBoxPrice('JS_DE')).to.deep.equal({ amount: 7.9, currencyCode: 'EUR' });
    expect(greetingCardBoxPrice('MD_AT')).to.deep.equal({ amount: 7.9, currencyCode: 'EUR' });
    expect(greetingCardBoxPrice('MD_CH')).to.deep.equal({ amount: 7.9, currencyCode: 'CHF' });
    expect(() => greetingCardBoxPrice('XX')).to.throw();
  });

  it('has the limits of spec point 9', () => {
    expect(EXPRESS_DELIVERY_DAYS).to.equal(1);
    expect(PRICE_GUARANTEE_MONTHS).to.equal(12);
    expect(VOUCHER_VALIDITY_YEARS).to.equal(3);
    expect(INVOICE_PAYMENT_MAX_DAYS).to.equal(2);
    expect(CHECKOUT_STEPS).to.deep.equal({ cart: 1, checkout: 2, lastCheck: 3 });
    expect(EXPRESS_PAYMENT.buttonHeight).to.equal(48);
    expect(EXPRESS_PAYMENT.captureMethod).to.equal('manual');
    expect(EXPRESS_PAYMENT.amazonCheckoutLanguage).to.equal('de_DE');
    expect(SCRIPT_LOAD_TIMEOUT_MS).to.equal(120000);
    expect(CART_SYNC).to.deep.equal({ messageTtlMs: 45000, pollingIntervalMs: 150, clockSkewMs: 2000 });
    expect(STICKY_BAR_HIDE_RATIO).to.equal(0.6);
    expect(STICKY_BAR_SHOW_RATIO).to.equal(0.25);
  });

  it('has the cookie lifetimes and breakpoints', () => {
    expect(COOKIE_LIFETIMES).to.deep.equal({
      wishlist: 31536000,
      personalInfo: 7200,
      redemption: 86400,
      settings: 31536000,
      trackingClient: 315360000,
    });
    expect(Object.values(BREAKPOINTS)).to.deep.equal([0, 374, 576, 768, 992, 1200, 1680]);
    expect(cookieIsSecure('localhost')).to.equal(false);
    expect(cookieIsSecure('shop.example')).to.equal(true);
  });
});
