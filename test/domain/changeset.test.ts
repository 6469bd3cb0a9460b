import { expect } from '@open-wc/testing';
import type { CartChangeType, CartChangeset } from '../../src/domain/index.js';
import { changeNotices, changeSeverity, changesetShowsShopLink } from '../../src/domain/index.js';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });

describe('cart changes', () => {
  it('has the severities of spec point 4, following the meaning', () => {
    const table: [CartChangeType, string][] = [
      ['ProductRemoved', 'error'],
      ['PriceDecreased', 'success'],
      ['PriceIncreased', 'warning'],
      ['ShippingMethodRemoved', 'warning'],
      ['OutdatedAppointment', 'error'],
      ['MultipleChanges', 'warning'],
    ];
    for (const [type, severity] of table) expect(changeSeverity(type), type).to.equal(severity);
  });

  it('gives no notices without a changeset', () => {
    expect(changeNotices(undefined)).to.deep.equal([]);
    expect(changeNotices({ type: 'MultipleChanges', changes: {} })).to.deep.equal([]);
  });

  it('lists every change with key and parameters in a stable order', () => {
    const changeset: CartChangeset = {
      type: 'MultipleChanges',
      changes: {
        outdatedAppointments: [
          { productId: 'p5', title: 'Kochkurs', appointment: '2025-03-05T23:30:00Z', appointmentId: 'a1' },
        ],
        removedShippingMethods: [{ productId: 'express', title: 'Express' }],
        priceDecreasedItems: [{ productId: 'p3', title: 'Rundflug', differenceAmount: eur(-5) }],
        priceIncreasedItems: [{ productId: 'p2', title: 'Tauchkurs', differenceAmount: eur(10.5) }],
        removedItems: [
          { productId: 'p1', title: 'Fallschirmsprung' },
          { productId: 'p0', title: 'Segway-Tour' },
        ],
      },
    };
    const notices = changeNotices(changeset);
    expect(notices.map((notice) => notice.key)).to.deep.equal([
      'notices.productRemoved',
      'notices.productRemoved',
      'notices.priceIncreased',
      'notices.priceDecreased',
      'notices.shippingMethodRemoved',
      'notices.outdatedAppointment',
    ]);
    expect(notices.map((notice) => notice.severity)).to.deep.equal([
      'error',
      'error',
      'warning',
      'success',
      'warning',
      'error',
    ]);
    expect(notices[0]?.params).to.deep.equal({ title: 'Fallschirmsprung' });
    expect(notices[1]?.params.title).to.equal('Segway-Tour');
    expect(notices[2]?.params).to.deep.equal({ title: 'Tauchkurs', amount: '10,50\u00a0€' });
    expect(notices[3]?.params).to.deep.equal({ title: 'Rundflug', amount: '5,00\u00a0€' });
    expect(notices[4]?.params).to.deep.equal({ title: 'Express' });
    expect(notices[5]?.params).to.deep.equal({ title: 'Kochkurs', date: '06.03.2025' });
    expect(notices[5]?.headlineKey).to.equal('notices.outdatedAppointmentHeadline');
  });

  it('links to the start page when a product was removed', () => {
    expect(
      changesetShowsShopLink({
        type: 'ProductRemoved',
        changes: { removedItems: [{ productId: 'p', title: 't' }] },
      }),
    ).to.be.true;
    expect(changesetShowsShopLink({ type: 'PriceIncreased', changes: {} })).to.be.false;
    expect(changesetShowsShopLink(undefined)).to.be.false;
  });
});
