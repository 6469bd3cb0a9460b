import { expect } from '@open-wc/testing';
import type { PackagingType } from '../../src/domain/index.js';
import {
  cartItemCount,
  discountCookiesClearedOnLoad,
  isTicket,
  packagingPriceKind,
  trackingPackagingType,
  cartRows,
  participantsDisplay,
  quantityAfterTicketRemoval,
} from '../../src/domain/index.js';
import {
  basePaymentType,
  clearsStoredPersonalInfo,
  isExpressPaymentType,
  missingPersonalFields,
} from '../../src/domain/payments/index.js';
import { item, product } from '../helpers/carts.js';

describe('cart items', () => {
  it('counts the sum of quantities', () => {
    expect(cartItemCount({ items: [item({ quantity: 2 }), item({ quantity: 3 })] })).to.equal(5);
    expect(cartItemCount({ items: [] })).to.equal(0);
    expect(cartItemCount(null)).to.equal(0);
  });

  it('shows an item with an appointment once per ticket', () => {
    const ticket = item({
      id: 't',
      quantity: 3,
      appointment: { date: '2025-06-01T10:00:00Z', appointmentId: 'a' },
    });
    const voucher = item({ id: 'v', quantity: 4 });
    const rows = cartRows([ticket, voucher]);
    expect(rows.map((row) => [row.item.id, row.ticketIndex, row.isTicket])).to.deep.equal([
      ['t', 0, true],
      ['t', 1, true],
      ['t', 2, true],
      ['v', 0, false],
    ]);
    expect(quantityAfterTicketRemoval(ticket)).to.equal(2);
    expect(quantityAfterTicketRemoval(item({ quantity: 1 }))).to.equal(0);
  });

  it('splits into tickets by the same rule as tracking (appointment, location or reservation id)', () => {
    const byLocation = item({
      id: 'l',
      quantity: 2,
      appointment: { date: '2025-06-01T10:00:00Z', locationId: 'x' },
    });
    const dateOnly = item({ id: 'd', quantity: 2, appointment: { date: '2025-06-01T10:00:00Z' } });
    for (const candidate of [byLocation, dateOnly]) {
      const rows = cartRows([candidate]);
      expect(
        rows.every((row) => row.isTicket === isTicket(candidate)),
        candidate.id,
      ).to.equal(true);
      expect(rows.length, candidate.id).to.equal(isTicket(candidate) ? candidate.quantity : 1);
    }
    expect(cartRows([dateOnly])).to.have.length(1);
    expect(cartRows([byLocation])).to.have.length(2);
  });

  it('shows participants as a range when min is below max, else as a count', () => {
    expect(participantsDisplay(product({ minParticipants: 2, maxParticipants: 4 }))).to.deep.equal({
      kind: 'range',
      min: 2,
      max: 4,
    });
    expect(participantsDisplay(product({ minParticipants: 2, maxParticipants: 2 }))).to.deep.equal({
      kind: 'count',
      count: 2,
    });
    expect(participantsDisplay(product({ minParticipants: 1 }))).to.deep.equal({ kind: 'count', count: 1 });
    expect(participantsDisplay(product({ minParticipants: undefined, maxParticipants: undefined }))).to.equal(
      undefined,
    );
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
      missingPersonalFields({ email: 'a@b.de', phoneNumber: '0891234', billingAddress: address }),
    ).to.deep.equal([]);
    expect(missingPersonalFields({ billingAddress: { ...address, city: ' ' } })).to.deep.equal([
      'email',
      'phoneNumber',
      'billingAddress.city',
    ]);
    expect(
      missingPersonalFields({
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
    expect(packagingPriceKind(option('Included', 0))).to.equal('included');
    expect(packagingPriceKind(option('GiftBox', 0))).to.equal('free');
    expect(packagingPriceKind(option('Envelope', 0))).to.equal('free');
    expect(packagingPriceKind(option('Pdf', 0))).to.equal('price');
    expect(packagingPriceKind(option('GiftBox', 4.95))).to.equal('price');
  });

  it('names packaging for tracking', () => {
    expect(trackingPackagingType('GiftBox')).to.equal('gift_box');
  });

  it('knows express variants and clears personal info for Amazon Pay', () => {
    expect(isExpressPaymentType('paypalExpress')).to.equal(true);
    expect(isExpressPaymentType('paypal')).to.equal(false);
    expect(basePaymentType('stripeApplePayExpress')).to.equal('stripeApplePay');
    expect(clearsStoredPersonalInfo('amazonPay')).to.equal(true);
    expect(clearsStoredPersonalInfo('amazonPayExpress')).to.equal(true);
    expect(clearsStoredPersonalInfo('paypal')).to.equal(false);
    expect(clearsStoredPersonalInfo(undefined)).to.equal(false);
  });

  it('clears the discount cookies on load with a coupon or the initial errors 702 and 716', () => {
    expect(discountCookiesClearedOnLoad({ coupon: { code: 'X' } }, null)).to.equal(true);
    expect(discountCookiesClearedOnLoad({}, '702')).to.equal(true);
    expect(discountCookiesClearedOnLoad({}, 716)).to.equal(true);
    expect(discountCookiesClearedOnLoad({}, 700)).to.equal(false);
    expect(discountCookiesClearedOnLoad(null, null)).to.equal(false);
  });
});
