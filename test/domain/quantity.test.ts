import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';

describe('quantity', () => {
  it('is 1 to 25', () => {
    expect(domain.QUANTITY_MIN).to.equal(1);
    expect(domain.QUANTITY_MAX).to.equal(25);
    expect(domain.QUANTITY_OPTIONS).to.have.length(25);
    expect(domain.QUANTITY_OPTIONS[0]).to.equal(1);
    expect(domain.QUANTITY_OPTIONS[24]).to.equal(25);
  });

  it('accepts integers within bounds only', () => {
    expect(domain.parseQuantity(1)).to.equal(1);
    expect(domain.parseQuantity(25)).to.equal(25);
    expect(domain.parseQuantity('25')).to.equal(25);
    expect(domain.parseQuantity(' 3 ')).to.equal(3);
    expect(domain.parseQuantity(26)).to.equal(null);
    expect(domain.parseQuantity('26')).to.equal(null);
    expect(domain.parseQuantity(0)).to.equal(null);
    expect(domain.parseQuantity(-1)).to.equal(null);
    expect(domain.parseQuantity(2.5)).to.equal(null);
    expect(domain.parseQuantity('2.5')).to.equal(null);
    expect(domain.parseQuantity('1e1')).to.equal(null);
    expect(domain.parseQuantity('')).to.equal(null);
    expect(domain.parseQuantity(Number.NaN)).to.equal(null);
    expect(domain.parseQuantity(null)).to.equal(null);
  });

  it('disables decrement at the minimum and increment at the maximum', () => {
    expect(domain.canDecreaseQuantity(1)).to.equal(false);
    expect(domain.canDecreaseQuantity(2)).to.equal(true);
    expect(domain.canIncreaseQuantity(24)).to.equal(true);
    expect(domain.canIncreaseQuantity(25)).to.equal(false);
  });
});
