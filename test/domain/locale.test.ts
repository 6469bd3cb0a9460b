import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';

describe('locale', () => {
  it('reads de and en, with a region, an underscore or in capitals', () => {
    for (const value of ['de', 'de-DE', 'de-AT', 'de-CH', 'DE']) {
      expect(domain.resolveLocale(value), value).to.deep.equal({ locale: 'de', warning: null });
    }
    for (const value of ['en', 'en-GB', 'en-US', 'en_US', 'EN', 'en-IE', 'en-150']) {
      expect(domain.resolveLocale(value), value).to.deep.equal({ locale: 'en', warning: null });
    }
  });

  it('reads nothing and an empty value as German without a warning', () => {
    expect(domain.resolveLocale(undefined)).to.deep.equal({ locale: 'de', warning: null });
    expect(domain.resolveLocale('')).to.deep.equal({ locale: 'de', warning: null });
    expect(domain.resolveLocale('  ')).to.deep.equal({ locale: 'de', warning: null });
  });

  it('reads anything else as German with a warning naming what is supported', () => {
    for (const value of ['fr', 'en-XX', 'en-ZZ', 'en-GB-oxendict', 'english', 'de-', 'x']) {
      const { locale, warning } = domain.resolveLocale(value);
      expect(locale, value).to.equal('de');
      expect(warning, value).to.contain(`"${value}"`).and.contain('de and en');
    }
  });

  it('writes the spec constants and numbers in the language', () => {
    expect(domain.giftBoxFacts('JS_DE', null, 'en').wrapperSize).to.equal('16.2 x 16.2 x 1.7 cm');
    expect(domain.giftBoxFacts('MD_DE', null, 'en').wrapperSize).to.equal('16.2 x 16.2 x 1.6 cm');
    expect(domain.giftBoxFacts('JS_DE', null).wrapperSize).to.equal('16,2 x 16,2 x 1,7 cm');
    expect(domain.formatCount(8000, 'en')).to.equal('8,000');
    expect(domain.formatCount(8000)).to.equal('8.000');
    expect(domain.formatLoyaltyPoints(1234, 'en')).to.equal('1,234\u00a0°P');
  });

  it('formats the amounts and dates of change notices in the language', () => {
    const changeset = {
      type: 'MultipleChanges',
      changes: {
        priceIncreasedItems: [
          { productId: 'p', title: 'Kochkurs', differenceAmount: { amount: 5, currencyCode: 'EUR' } },
        ],
        outdatedAppointments: [{ productId: 'q', title: 'Dinner', appointment: '2027-03-05T17:30:00Z' }],
      },
    } as Parameters<typeof domain.changeNotices>[0];
    const [price, date] = domain.changeNotices(changeset, 'en');
    expect(price?.params).to.deep.include({ amount: '€5.00' });
    expect(date?.params).to.deep.include({ date: '5 Mar 2027' });
  });
});
