import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';
import { item } from '../helpers/carts.js';

describe('loyalty programme', () => {
  it('validates a 10-digit number', () => {
    expect(domain.validateLoyaltyNumber('1234567890')).to.equal(null);
    expect(domain.validateLoyaltyNumber(' 1234567890 ')).to.equal(null);
    expect(domain.validateLoyaltyNumber('123456789')).to.equal('length');
    expect(domain.validateLoyaltyNumber('12345678901')).to.equal('length');
    expect(domain.validateLoyaltyNumber('')).to.equal('length');
    expect(domain.validateLoyaltyNumber('12345abcde')).to.equal('invalid');
    expect(domain.validateLoyaltyNumber('12345 7890')).to.equal('invalid');
  });

  it('is available for the German tenants only', () => {
    for (const tenant of ['JS_DE', 'JS_NOW_DE', 'JS_TEST', 'MD_DE', 'MD_TEST']) {
      expect(domain.loyaltyAvailable(tenant), tenant).to.equal(true);
    }
    for (const tenant of ['JS_AT', 'MD_AT', 'MD_CH', 'XX'])
      expect(domain.loyaltyAvailable(tenant), tenant).to.equal(false);
  });

  it('excludes the SKUs 6143, 6473, 7608, 7496', () => {
    expect([...domain.LOYALTY_EXCLUDED_SKUS]).to.have.members(['6143', '6473', '7608', '7496']);
  });

  it('sums price times quantity of counted items, minus the discount, halved and floored', () => {
    const items = [
      item({ price: 49.9, quantity: 2, product: { manufacturerSku: '1000' } }),
      item({ price: 100, quantity: 1, product: { manufacturerSku: '6143' } }),
      item({ price: 10.05, quantity: 1 }),
    ];
    // 99.80 + 10.05 = 109.85, halved 54.925, floored 54
    expect(domain.loyaltyPoints(items)).to.equal(54);
    // 109.85 - 9.85 = 100, halved 50
    expect(domain.loyaltyPoints(items, { amount: 9.85, currencyCode: 'EUR' })).to.equal(50);
    expect(domain.loyaltyPoints(items, 9.86)).to.equal(49);
    expect(domain.loyaltyPoints(items, 500)).to.equal(0);
    expect(domain.loyaltyPoints([])).to.equal(0);
    for (const sku of ['6143', '6473', '7608', '7496']) {
      expect(domain.loyaltyPoints([item({ price: 80, product: { manufacturerSku: sku } })]), sku).to.equal(0);
    }
  });

  it('shows points only for German tenants with a number or scrid and points', () => {
    expect(domain.showsLoyaltyPoints('JS_DE', { number: '1234567890', points: 12 })).to.equal(true);
    expect(domain.showsLoyaltyPoints('JS_DE', { scrid: 'abc', points: 12 })).to.equal(true);
    expect(domain.showsLoyaltyPoints('JS_DE', { number: '1234567890' })).to.equal(false);
    expect(domain.showsLoyaltyPoints('JS_DE', { points: 12 })).to.equal(false);
    expect(domain.showsLoyaltyPoints('MD_AT', { number: '1234567890', points: 12 })).to.equal(false);
    expect(domain.showsLoyaltyPoints('JS_DE', undefined)).to.equal(false);
  });

  it('shows points with the degree-P suffix', () => {
    expect(domain.formatLoyaltyPoints(54)).to.equal('54\u00a0°P');
    expect(domain.formatLoyaltyPoints(1234)).to.equal('1.234\u00a0°P');
  });
});
