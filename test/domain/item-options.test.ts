import { expect } from '@open-wc/testing';
import type { DeliveryTerm, PackagingType, ShippingMethodId } from '../../src/domain/index.js';
import * as domain from '../../src/domain/index.js';
import { item } from '../helpers/carts.js';

const methods = (listed: ShippingMethodId[], tenant: string) =>
  domain
    .shippingChoices(listed, tenant)
    .map(({ method, offered }) => `${method}${offered ? '' : ' (ruled out)'}`);

describe('shipping choices', () => {
  it('offers exactly what the cart lists, in its order', () => {
    expect(methods(['box_standard', 'box_express'], 'JS_DE')).to.deep.equal(['box_standard', 'box_express']);
    expect(methods(['online'], 'JS_DE')).to.deep.equal(['online']);
    expect(methods([], 'JS_DE')).to.deep.equal([]);
  });

  it('names the counterpart the restrictions rule out: express only within Germany', () => {
    expect(methods(['box_standard'], 'JS_AT')).to.deep.equal(['box_standard', 'box_express (ruled out)']);
    expect(methods(['standard'], 'MD_CH')).to.deep.equal(['standard', 'express (ruled out)']);
  });

  it('never shows a counterpart missing for another reason (a removed method)', () => {
    expect(methods(['box_standard'], 'JS_DE')).to.deep.equal(['box_standard']);
    expect(methods(['standard'], 'JS_TEST')).to.deep.equal(['standard']);
  });

  it('says where each method ships: standard to DE, AT, CH, IT, on MD_CH only CH; express only DE', () => {
    const [standard, express] = domain.shippingChoices(['standard'], 'MD_CH');
    expect(standard?.countries).to.deep.equal(['CH']);
    expect(express?.countries).to.deep.equal(['DE']);
    expect(domain.shippingCountriesFor('box_standard', 'JS_DE')).to.deep.equal(['DE', 'AT', 'CH', 'IT']);
    expect(domain.shippingChoices(['online'], 'JS_DE')[0]?.countries).to.deep.equal([]);
  });

  it('writes country lists in German', () => {
    expect(domain.formatCountries(['DE', 'AT', 'CH', 'IT'])).to.equal(
      'Deutschland, Österreich, Schweiz und Italien',
    );
    expect(domain.formatCountries(['CH'])).to.equal('Schweiz');
  });
});

const term = (
  packagingType: PackagingType,
  shippingMethod: ShippingMethodId,
  date?: string,
): DeliveryTerm => ({
  text: `${packagingType} ${shippingMethod}`,
  packagingType,
  shippingMethod,
  ...(date ? { date } : {}),
});

describe('delivery term per method', () => {
  const terms = [
    term('GiftBox', 'box_standard'),
    term('GiftBox', 'box_express'),
    term('Envelope', 'standard'),
  ];

  it('gives each method the term of the dominant packaging', () => {
    const items = [item({ packaging: 'GiftBox' }), item({ packaging: 'Envelope' })];
    expect(domain.deliveryTermForMethod(items, 'box_standard', terms)).to.deep.equal(terms[0]);
    expect(domain.deliveryTermForMethod(items, 'box_express', terms)).to.deep.equal(terms[1]);
    expect(domain.deliveryTermForMethod(items, 'online', terms)).to.equal('sofort');
    expect(domain.deliveryTermForMethod([item({ packaging: 'Pdf' })], 'standard', terms)).to.equal('sofort');
    expect(domain.deliveryTermForMethod(items, undefined, terms)).to.equal(undefined);
  });
});

describe('packaging choice', () => {
  const giftBox = { type: 'GiftBox' as const, hasMultipleVariants: true };

  it('sends the motif chosen before, else the pre-selected wrapping variant, none for single motifs', () => {
    const chosen = item({ packaging: 'GiftBox', product: { preSelectedWrappingVariantId: 'box-love' } });
    chosen.selectedPackaging = { ...chosen.selectedPackaging!, variantId: 'box-gold' };
    expect(domain.packagingVariantToSend(giftBox, chosen)).to.equal('box-gold');
    const other = item({ packaging: 'Envelope', product: { preSelectedWrappingVariantId: 'box-love' } });
    expect(domain.packagingVariantToSend(giftBox, other)).to.equal('box-love');
    expect(domain.packagingVariantToSend(giftBox, item({ packaging: 'Pdf' }))).to.equal(undefined);
    expect(domain.packagingVariantToSend({ type: 'Pdf', hasMultipleVariants: false }, other)).to.equal(
      undefined,
    );
  });

  it('takes the gift-box facts from the tenant configuration, else from the brand', () => {
    expect(domain.giftBoxFacts('JS_DE', null)).to.deep.equal({
      wrapperSize: '16,2 x 16,2 x 1,7 cm',
      greetingCardBoxPrice: { amount: 7.9, currencyCode: 'EUR' },
    });
    expect(domain.giftBoxFacts('MD_CH', undefined)).to.deep.equal({
      wrapperSize: '16,2 x 16,2 x 1,6 cm',
      greetingCardBoxPrice: { amount: 7.9, currencyCode: 'CHF' },
    });
    expect(
      domain.giftBoxFacts('JS_DE', {
        giftWrapperSize: '20 x 20 x 2 cm',
        boxWithGreetingCardPrice: { amount: 8.5, currencyCode: 'EUR' },
      }),
    ).to.deep.equal({
      wrapperSize: '20 x 20 x 2 cm',
      greetingCardBoxPrice: { amount: 8.5, currencyCode: 'EUR' },
    });
  });
});

describe('item details', () => {
  const appointment = { appointmentId: 'a1', date: '2027-03-12T17:30:00.000Z' };

  it('reads quantities as tickets or vouchers; brand vouchers are experiences and value vouchers', () => {
    expect(domain.quantityUnit(item({ appointment }))).to.equal('tickets');
    expect(domain.quantityUnit(item())).to.equal('vouchers');
    expect(domain.quantityUnit(item({ type: 'ValueVoucher' }))).to.equal('vouchers');
    expect(domain.quantityUnit(item({ type: 'box' }))).to.equal(null);
    expect(domain.isBrandVoucher(item())).to.equal(true);
    expect(domain.isBrandVoucher(item({ appointment }))).to.equal(false);
    expect(domain.isBrandVoucher(item({ type: 'gift_wrap' }))).to.equal(false);
  });

  it('links a further ticket for the same day', () => {
    expect(domain.isoDay('2027-03-12T23:30:00.000Z')).to.equal('2027-03-13');
    expect(domain.additionalTicketUrl('20931', 'exp-20931', '2027-03-12')).to.equal(
      '/availabilities/20931/exp-20931?selectedDate=2027-03-12',
    );
    expect(domain.additionalTicketUrl('a/b', 'c d', '2027-03-12')).to.equal(
      '/availabilities/a%2Fb/c%20d?selectedDate=2027-03-12',
    );
    expect(domain.additionalTicketUrl('20931', undefined, '2027-03-12')).to.equal(undefined);
    expect(domain.additionalTicketUrl('20931', 'e', '')).to.equal(undefined);
  });
});

describe('reservations', () => {
  const ticket = (appointmentId: string) =>
    item({ appointment: { appointmentId, date: '2027-03-12T17:30:00Z' } });

  it('reserves each appointment of the cart once', () => {
    expect(domain.appointmentIdsToReserve([ticket('a'), item(), ticket('b'), ticket('a')])).to.deep.equal([
      'a',
      'b',
    ]);
  });

  it('keeps a failed reservation marked until its item leaves the cart', () => {
    const failed = ['a', 'b'];
    expect(domain.failedReservationsInCart(failed, [ticket('a'), ticket('b')])).to.equal(failed);
    expect(domain.failedReservationsInCart(failed, [ticket('b')])).to.deep.equal(['b']);
    expect(domain.reservationFailed(ticket('b'), ['b'])).to.equal(true);
    expect(domain.reservationFailed(ticket('a'), ['b'])).to.equal(false);
    expect(domain.reservationFailed(item(), ['b'])).to.equal(false);
  });
});

describe('sticky bar and dropdown overlays', () => {
  it('hides above 0.6 visible, shows below 0.25, keeps its state in between', () => {
    expect(domain.stickyBarHidden(false, 0.61)).to.equal(true);
    expect(domain.stickyBarHidden(false, 0.6)).to.equal(false);
    expect(domain.stickyBarHidden(true, 0.4)).to.equal(true);
    expect(domain.stickyBarHidden(false, 0.4)).to.equal(false);
    expect(domain.stickyBarHidden(true, 0.25)).to.equal(true);
    expect(domain.stickyBarHidden(true, 0.24)).to.equal(false);
  });
});
