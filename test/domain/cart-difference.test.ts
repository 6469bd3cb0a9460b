import { expect } from '@open-wc/testing';
import { FRIENDS_CODE, type CartItem } from '../../src/domain/index.js';
import * as tracking from '../../src/domain/tracking/index.js';
import type { TrackingLine } from '../../src/domain/tracking/index.js';
import { item } from '../helpers/carts.js';

const friends = (overrides: Parameters<typeof item>[0] = {}): CartItem => ({
  ...item({ ...overrides, product: { hasFriendsDiscount: true, ...overrides.product } }),
  discount: { coupon: { code: FRIENDS_CODE }, campaign: 'FRIENDS' },
});
const summary = (lines: readonly TrackingLine[]) =>
  lines.map((line) => `${line.item.product.productId}|${line.priceCategory}|${line.quantity}`);

describe('tracking lines', () => {
  it('has one line per product and appointment, in cart order, in the product’s own category', () => {
    const lines = tracking.trackingLines([
      item({ id: 'a', quantity: 2, product: { productId: 'p1' } }),
      item({
        id: 'b',
        product: { productId: 'p2', originalPrice: { gross: { amount: 120, currencyCode: 'EUR' } } },
      }),
      item({ id: 'c', product: { productId: 'p1' } }),
      item({
        id: 'd',
        quantity: 2,
        appointment: { date: 'x', appointmentId: 'apt' },
        product: { productId: 'p1' },
      }),
    ]);
    expect(summary(lines)).to.deep.equal(['p1|regular|3', 'p2|special|1', 'p1|regular|2']);
    expect(lines[0]?.item.id).to.equal('a');
  });

  it('counts all but one voucher as friends-discounted once the server marks the item', () => {
    expect(summary(tracking.trackingLines([friends({ quantity: 3 })]))).to.deep.equal([
      '1001|regular|1',
      '1001|friends_discount|2',
    ]);
    // Not marked (one voucher only, or replaced by another code): all at the own price.
    expect(
      summary(tracking.trackingLines([item({ quantity: 3, product: { hasFriendsDiscount: true } })])),
    ).to.deep.equal(['1001|regular|3']);
    // Tickets never take it, even if marked.
    const ticket = { ...friends({ quantity: 2 }), appointment: { date: 'x', appointmentId: 'a' } };
    expect(summary(tracking.trackingLines([ticket]))).to.deep.equal(['1001|regular|2']);
  });

  it('takes 10 percent per friends-discounted unit, to the cent', () => {
    expect(tracking.friendsDiscountPerUnit(229)).to.equal(22.9);
    expect(tracking.friendsDiscountPerUnit(79.95)).to.equal(8);
    expect(tracking.friendsDiscountPerUnit(0.05)).to.equal(0.01);
  });
});

describe('cartDifference', () => {
  const a = (quantity: number, id = 'a') => item({ id, quantity, product: { productId: 'p1' } });
  const b = (quantity: number) => item({ id: 'b', quantity, product: { productId: 'p2' } });

  it('gives added and removed units per product', () => {
    const up = tracking.cartDifference([a(1), b(2)], [a(3), b(2)]);
    expect(summary(up.added)).to.deep.equal(['p1|regular|2']);
    expect(up.removed).to.deep.equal([]);
    const down = tracking.cartDifference([a(3), b(2)], [a(3), b(1)]);
    expect(summary(down.removed)).to.deep.equal(['p2|regular|1']);
    expect(down.added).to.deep.equal([]);
    const gone = tracking.cartDifference([a(3), b(2)], [b(2)]);
    expect(summary(gone.removed)).to.deep.equal(['p1|regular|3']);
    expect(gone.removed[0]?.item.id).to.equal('a');
  });

  it('sees no difference in a price change, a new item id for the same product, or the same cart', () => {
    const dearer = {
      ...a(2),
      product: { ...a(2).product, price: { gross: { amount: 150, currencyCode: 'EUR' } } },
    };
    const none = { removed: [], added: [] };
    expect(tracking.cartDifference([a(2)], [dearer])).to.deep.include(none);
    expect(tracking.cartDifference([a(2, 'old')], [a(2, 'new')])).to.deep.include(none);
    expect(tracking.cartDifference([a(2), b(1)], [a(2), b(1)])).to.deep.include(none);
  });

  it('takes the friends-discounted units first, so the one at the own price comes first and leaves last', () => {
    // 1 -> 2: the second voucher is the discounted one.
    expect(
      summary(tracking.cartDifference([item({ quantity: 1 })], [friends({ quantity: 2 })]).added),
    ).to.deep.equal(['1001|friends_discount|1']);
    // 3 -> 1: both discounted units leave.
    expect(
      summary(tracking.cartDifference([friends({ quantity: 3 })], [item({ quantity: 1 })]).removed),
    ).to.deep.equal(['1001|friends_discount|2']);
    // 3 -> 0: all units leave, in line order.
    expect(summary(tracking.cartDifference([friends({ quantity: 3 })], []).removed)).to.deep.equal([
      '1001|regular|1',
      '1001|friends_discount|2',
    ]);
    // 0 -> 2 (a new product): one at its own price, one discounted.
    expect(summary(tracking.cartDifference([], [friends({ quantity: 2 })]).added)).to.deep.equal([
      '1001|regular|1',
      '1001|friends_discount|1',
    ]);
  });
});

describe('tracking labels', () => {
  it('names the unavailable payment methods and unknown payment types', () => {
    const names = {
      invoice: 'Invoice',
      stripeCreditCard: 'Credit card',
      stripeGooglePayExpress: 'Google Pay',
      stripeApplePay: 'Apple Pay',
      paypalExpress: 'PayPal',
      amazonPay: 'Amazon Pay',
    };
    for (const [type, name] of Object.entries(names))
      expect(tracking.paymentUnavailableLabel(type), type).to.equal(
        `Error - Payment method unavailable: ${name}`,
      );
    expect(tracking.paymentUnavailableLabel('sofort')).to.equal('Error - Payment method unavailable: Sofort');
    expect(tracking.paymentUnavailableLabel('stripeKlarna')).to.equal(null);
    expect(tracking.paymentUnavailableLabel('bitcoin')).to.equal(null);
    expect(tracking.unknownPaymentTypeLabel('bitcoinExpress', true)).to.equal(
      'Error - Unknown payment type: bitcoinExpress (express: true)',
    );
  });

  it('names a failed express flow, with the missing fields; a cancel is no failure', () => {
    expect(tracking.expressFailureNotice({ kind: 'cancelled' })).to.equal(null);
    expect(
      tracking.expressFailureNotice({ kind: 'missingFields', fields: ['email', 'billingAddress.city'] }),
    ).to.deep.equal({
      label: 'Error - Missing personal information',
      missingFields: ['email', 'billingAddress.city'],
    });
    expect(tracking.expressFailureNotice({ kind: 'session', code: 800 })?.label).to.equal(
      'Error - Express payment failed: session 800',
    );
    expect(tracking.expressFailureNotice({ kind: 'session' })?.label).to.equal(
      'Error - Express payment failed: session',
    );
    expect(tracking.expressFailureNotice({ kind: 'network' })?.label).to.equal(
      'Error - Express payment failed: network',
    );
    expect(tracking.expressFailureNotice({ kind: 'amountMismatch' })?.label).to.equal(
      'Error - Express payment failed: amountMismatch',
    );
  });
});
