import { expect } from '@open-wc/testing';
import { isTicket, productKind, trackingVariant } from '../../src/domain/index.js';
import { item } from '../helpers/carts.js';

const appointment = (ids: { appointmentId?: string; locationId?: string; reservationId?: string }) => ({
  date: '2025-06-01T10:00:00Z',
  ...ids,
});

describe('product kinds', () => {
  it('maps both spellings', () => {
    expect(productKind('experience')).to.equal('experience');
    expect(productKind('Experience')).to.equal('experience');
    expect(productKind('Box')).to.equal('box');
    expect(productKind('ValueVoucher')).to.equal('value_voucher');
    expect(productKind('value_voucher')).to.equal('value_voucher');
    expect(productKind('GiftWrap')).to.equal('gift_wrap');
  });

  it('tracks tickets, experience vouchers and other kinds', () => {
    expect(trackingVariant(item({ appointment: appointment({ appointmentId: 'a' }) }))).to.equal(
      'experience_ticket',
    );
    expect(trackingVariant(item({ appointment: appointment({ locationId: 'l' }) }))).to.equal(
      'experience_ticket',
    );
    expect(trackingVariant(item({ appointment: appointment({ reservationId: 'r' }) }))).to.equal(
      'experience_ticket',
    );
    expect(trackingVariant(item({ appointment: appointment({}) }))).to.equal('experience_voucher');
    expect(trackingVariant(item({ type: 'Experience' }))).to.equal('experience_voucher');
    expect(trackingVariant(item({ type: 'Box' }))).to.equal('box');
    expect(trackingVariant(item({ type: 'value_voucher' }))).to.equal('value_voucher');
    expect(trackingVariant(item({ type: 'gift_wrap' }))).to.equal('gift_wrap');
    expect(isTicket(item())).to.equal(false);
  });
});
