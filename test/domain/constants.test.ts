// The business constants of spec point 9, each through what uses it: a text the shopper reads (against the
// spec's figure), a rule, a media query. Constants whose users are tested elsewhere are named at the end of
// this file; none is asserted against its own literal.
import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';
import { errors } from '../../src/i18n/de/errors.js';
import { mediaFrom } from '../../src/ui/theme.js';

describe('business constants', () => {
  it('the hotline line a shopper reads states the hotline hours', () => {
    expect(errors.hotline).to.contain('Mo–Fr von 8 bis 20 Uhr');
    expect(errors.hotline).to.contain('Sa von 10 bis 16 Uhr');
  });

  it('advertises 4000 experiences for the first brand and 8000 for the second', () => {
    expect(domain.experiencesCount('JS_AT')).to.equal(4000);
    expect(domain.experiencesCount('JS_NOW_DE')).to.equal(4000);
    expect(domain.experiencesCount('MD_CH')).to.equal(8000);
  });

  it('shows counts with German digit grouping', () => {
    expect(domain.formatCount(8000)).to.equal('8.000');
    expect(domain.formatCount(12345)).to.equal('12.345');
    expect(domain.formatCount(0)).to.equal('0');
  });

  it('knows no greeting card box price for a tenant it does not know', () => {
    expect(() => domain.greetingCardBoxPrice('XX')).to.throw();
  });

  it('lays out at the breakpoints of spec point 2', () => {
    // The spec's widths, against the media queries the styles use.
    expect(Object.values(mediaFrom)).to.deep.equal(
      [0, 374, 576, 768, 992, 1200, 1680].map((width) => `@media (min-width: ${width}px)`),
    );
  });

  it('sets cookies Secure everywhere but on localhost', () => {
    expect(domain.cookieIsSecure('localhost')).to.equal(false);
    expect(domain.cookieIsSecure('127.0.0.1')).to.equal(false);
    expect(domain.cookieIsSecure('shop.example')).to.equal(true);
  });
});

// Tested where they are used:
// - The marketing figures of spec point 9, where the shopper reads them: the vouchers' 3 years in the
//   redemption box (test/cart/summary/summary-vouchers.test.ts), invoice payments' two days in the refusal
//   of an unpaid voucher (test/cart/discount/discount-errors.test.ts, WG-UNBEZAHLT). The services modal
//   shows the product's own price guarantee from its details answer.
// - The gift wrapper sizes and the greeting card box price per brand and currency: the packaging options a
//   shopper reads (test/cart/packaging/packaging.test.ts; test/domain/item-options.test.ts for the option records).
// - EXPRESS_PAYMENT: what the stand-in providers receive (test/payments/wallet-flow.test.ts: captureMethod
//   'manual', buttonHeight 48; amazon-pay-flow.test.ts: checkoutLanguage 'de_DE').
// - SCRIPT_LOAD_TIMEOUT_MS: test/domain/load-chunk.test.ts.
// - CART_SYNC: message expiry and clock skew in test/state/sync/cart-sync.test.ts (isFreshTabMessage); the
//   150 ms polling without BroadcastChannel in test/state/sync/cart-sync-polling.test.ts.
// - STICKY_BAR_HIDE_RATIO / STICKY_BAR_SHOW_RATIO: stickyBarHidden in test/domain/item-options.test.ts.
// - COOKIE_LIFETIMES: the cookies written, test/storage/cookies.test.ts.
// - EXPRESS_DELIVERY_DAYS: the reference API's delivery terms.
