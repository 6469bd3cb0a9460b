import { expect } from '@open-wc/testing';
import * as tracking from '../../src/domain/tracking/index.js';
import { item } from '../helpers/carts.js';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });

describe('tracking maths', () => {
  it('has the defaults of spec point 9', () => {
    expect(tracking.TRACKING_DEFAULTS).to.deep.equal({
      productNoShow: 0.395,
      productMargin: 0.3332,
      ticketNoShow: 0,
      shippingMargin: 1,
    });
    expect(tracking.scoringFactorFor(item())).to.deep.equal({ noShow: 0.395, margin: 0.3332 });
    expect(tracking.scoringFactorFor(item({ appointment: { date: 'x', appointmentId: 'a' } }))).to.deep.equal(
      {
        noShow: 0,
        margin: 0.3332,
      },
    );
    expect(
      tracking.scoringFactorFor(item({ product: { scoringFactor: { noShow: 0.1, margin: 0.5 } } })),
    ).to.deep.equal({
      noShow: 0.1,
      margin: 0.5,
    });
  });

  it('floors purchase revenue at 0', () => {
    expect(tracking.purchaseRevenue(49.9)).to.equal(49.9);
    expect(tracking.purchaseRevenue(-5)).to.equal(0);
    expect(tracking.purchaseRevenue(eur(0))).to.equal(0);
    expect(tracking.purchaseRevenue({ total: { gross: eur(12.34) } })).to.equal(12.34);
  });

  it('computes the offset share as deducted / (total + deducted)', () => {
    expect(tracking.offsetShare(25, 75)).to.equal(0.25);
    expect(tracking.offsetShare(eur(50), eur(0))).to.equal(1);
    expect(tracking.offsetShare(0, 80)).to.equal(0);
    expect(tracking.offsetShare(0, 0)).to.equal(0);
  });

  it('computes the merchandise total as order total minus shipping gross', () => {
    expect(tracking.merchandiseTotal(104.85, 4.95)).to.equal(99.9);
    expect(tracking.merchandiseTotal(eur(0.3), eur(0.1))).to.equal(0.2);
    expect(tracking.merchandiseTotal(50)).to.equal(50);
  });

  it('sums gift-box packaging per quantity', () => {
    const items = [
      item({ quantity: 3, packaging: 'GiftBox', packagingPrice: 4.95 }),
      item({ quantity: 2, packaging: 'Envelope', packagingPrice: 1.5 }),
      item({ quantity: 1, packaging: 'GiftBox', packagingPrice: 0.1 }),
      item({ quantity: 1 }),
    ];
    expect(tracking.giftBoxPackagingTotal(items)).to.equal(14.95);
    expect(tracking.giftBoxPackagingTotal([])).to.equal(0);
  });

  it('splits voucher coverage into value and experience vouchers', () => {
    expect(
      tracking.voucherCoverage([
        { type: 'value_voucher', deductedAtPurchase: { amount: 0.1 } },
        { type: 'value_voucher', deductedAtPurchase: { amount: 0.2 } },
        { type: 'experience', deductedAtPurchase: { amount: 89 } },
      ]),
    ).to.deep.equal({ valueVoucher: 0.3, experienceVoucher: 89 });
    expect(tracking.voucherCoverage(undefined)).to.deep.equal({ valueVoucher: 0, experienceVoucher: 0 });
  });
});

describe('email hashing', () => {
  it('hashes the fixed salt plus the lower-cased address with SHA-256', async () => {
    expect(tracking.EMAIL_HASH_SALT).to.equal('shop-cart:email:v1:');
    const expected = '7732b3e332f74cc2bee3f35c9904726fca90b71568e87a6a78b68b5e145b0d4d';
    expect(await tracking.hashEmail('max.mustermann@example.de')).to.equal(expected);
    expect(await tracking.hashEmail('Max.Mustermann@Example.DE')).to.equal(expected);
    expect(await tracking.hashEmail('other@example.de')).not.to.equal(expected);
    expect(await tracking.hashEmail('')).to.match(/^[0-9a-f]{64}$/);
  });
});
