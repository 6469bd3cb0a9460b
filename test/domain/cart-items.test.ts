import { expect } from '@open-wc/testing';
import type { PackagingType } from '../../src/domain/index.js';
import * as domain from '../../src/domain/index.js';
import * as payments from '../../src/domain/payments/index.js';
import { item, product } from '../helpers/carts.js';

describe('cart items', () => {
  it('counts the sum of quantities', () => {
    expect(domain.cartItemCount({ items: [item({ quantity: 2 }), item({ quantity: 3 })] })).to.equal(5);
    expect(domain.cartItemCount({ items: [] })).to.equal(0);
    expect(domain.cartItemCount(null)).to.equal(0);
  });

  it('shows an item with an appointment once per ticket', () => {
    const ticket = item({
      id: 't',
      quantity: 3,
      appointment: { date: '2025-06-01T10:00:00Z', appointmentId: 'a' },
    });
    const voucher = item({ id: 'v', quantity: 4 });
    const rows = domain.cartRows([ticket, voucher]);
    expect(rows.map((row) => [row.item.id, row.ticketIndex, row.isTicket])).to.deep.equal([
      ['t', 0, true],
      ['t', 1, true],
      ['t', 2, true],
      ['v', 0, false],
    ]);
    expect(domain.quantityAfterTicketRemoval(ticket)).to.equal(2);
    expect(domain.quantityAfterTicketRemoval(item({ quantity: 1 }))).to.equal(0);
  });

  it('splits into tickets by the same rule as tracking (appointment, location or reservation id)', () => {
    const byLocation = item({
      id: 'l',
      quantity: 2,
      appointment: { date: '2025-06-01T10:00:00Z', locationId: 'x' },
    });
    const dateOnly = item({ id: 'd', quantity: 2, appointment: { date: '2025-06-01T10:00:00Z' } });
    for (const candidate of [byLocation, dateOnly]) {
      const rows = domain.cartRows([candidate]);
      expect(
        rows.every((row) => row.isTicket === domain.isTicket(candidate)),
        candidate.id,
      ).to.equal(true);
      expect(rows.length, candidate.id).to.equal(domain.isTicket(candidate) ? candidate.quantity : 1);
    }
    expect(domain.cartRows([dateOnly])).to.have.length(1);
    expect(domain.cartRows([byLocation])).to.have.length(2);
  });

  it('shows participants as a range when min is below max, else as a count', () => {
    expect(domain.participantsDisplay(product({ minParticipants: 2, maxParticipants: 4 }))).to.deep.equal({
      kind: 'range',
      min: 2,
      max: 4,
    });
    expect(domain.participantsDisplay(product({ minParticipants: 2, maxParticipants: 2 }))).to.deep.equal({
      kind: 'count',
      count: 2,
    });
    expect(domain.participantsDisplay(product({ minParticipants: 1 }))).to.deep.equal({
      kind: 'count',
      count: 1,
    });
    expect(
      domain.participantsDisplay(product({ minParticipants: undefined, maxParticipants: undefined })),
    ).to.equal(undefined);
  });
});

describe('personal information', () => {
  const address = {
    firstName: 'Max',
    lastName: 'Mustermann',
    streetName: 'Hauptstraße',
    streetNumber: '1',
    zipCode: '80331',
    city: 'München',
    countryCode: 'DE' as const,
  };

  it('recognises missing fields', () => {
    expect(
      payments.missingPersonalFields({ email: 'a@b.de', phoneNumber: '0891234', billingAddress: address }),
    ).to.deep.equal([]);
    expect(payments.missingPersonalFields({ billingAddress: { ...address, city: ' ' } })).to.deep.equal([
      'email',
      'phoneNumber',
      'billingAddress.city',
    ]);
    expect(
      payments.missingPersonalFields({
        email: 'a@b.de',
        phoneNumber: '1',
        billingAddress: address,
        distinctShippingAddressSelected: true,
        shippingAddress: { ...address, zipCode: '' },
      }),
    ).to.deep.equal(['shippingAddress.zipCode']);
  });
});

describe('packaging and payment types', () => {
  const option = (type: PackagingType, amount: number) => ({
    type,
    price: { gross: { amount, currencyCode: 'EUR' } },
  });

  it('reads packaging prices as included, free or a price', () => {
    expect(domain.packagingPriceKind(option('Included', 0))).to.equal('included');
    expect(domain.packagingPriceKind(option('GiftBox', 0))).to.equal('free');
    expect(domain.packagingPriceKind(option('Envelope', 0))).to.equal('free');
    expect(domain.packagingPriceKind(option('Pdf', 0))).to.equal('price');
    expect(domain.packagingPriceKind(option('GiftBox', 4.95))).to.equal('price');
  });

  it('names packaging for tracking', () => {
    expect(domain.trackingPackagingType('GiftBox')).to.equal('gift_box');
  });

  it('knows express variants and clears personal info for Amazon Pay', () => {
    expect(payments.isExpressPaymentType('paypalExpress')).to.equal(true);
    expect(payments.isExpressPaymentType('paypal')).to.equal(false);
    expect(payments.basePaymentType('stripeApplePayExpress')).to.equal('stripeApplePay');
    expect(payments.clearsStoredPersonalInfo('amazonPay')).to.equal(true);
    expect(payments.clearsStoredPersonalInfo('amazonPayExpress')).to.equal(true);
    expect(payments.clearsStoredPersonalInfo('paypal')).to.equal(false);
    expect(payments.clearsStoredPersonalInfo(undefined)).to.equal(false);
  });

  it('clears the discount cookies on load with a coupon or the initial errors 702 and 716', () => {
    expect(domain.discountCookiesClearedOnLoad({ coupon: { code: 'X' } }, null)).to.equal(true);
    expect(domain.discountCookiesClearedOnLoad({}, '702')).to.equal(true);
    expect(domain.discountCookiesClearedOnLoad({}, 716)).to.equal(true);
    expect(domain.discountCookiesClearedOnLoad({}, 700)).to.equal(false);
    expect(domain.discountCookiesClearedOnLoad(null, null)).to.equal(false);
  });
});
