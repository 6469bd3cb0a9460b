import { expect } from '@open-wc/testing';
import {
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_OPTIONS,
  canDecreaseQuantity,
  canIncreaseQuantity,
  parseQuantity,
} from '../../src/domain/index.js';

describe('quantity', () => {
  it('is 1 to 25', () => {
    expect(QUANTITY_MIN).to.equal(1);
    expect(QUANTITY_MAX).to.equal(25);
    expect(QUANTITY_OPTIONS).to.have.length(25);
    expect(QUANTITY_OPTIONS[0]).to.equal(1);
    expect(QUANTITY_OPTIONS[24]).to.equal(25);
  });

  it('accepts integers within bounds only', () => {
    expect(parseQuantity(1)).to.equal(1);
    expect(parseQuantity(25)).to.equal(25);
    expect(parseQuantity('25')).to.equal(25);
    expect(parseQuantity(' 3 ')).to.equal(3);
    expect(parseQuantity(26)).to.equal(null);
    expect(parseQuantity('26')).to.equal(null);
    expect(parseQuantity(0)).to.equal(null);
    expect(parseQuantity(-1)).to.equal(null);
    expect(parseQuantity(2.5)).to.equal(null);
    expect(parseQuantity('2.5')).to.equal(null);
    expect(parseQuantity('1e1')).to.equal(null);
    expect(parseQuantity('')).to.equal(null);
    expect(parseQuantity(Number.NaN)).to.equal(null);
    expect(parseQuantity(null)).to.equal(null);
  });

  it('disables decrement at the minimum and increment at the maximum', () => {
    expect(canDecreaseQuantity(1)).to.equal(false);
    expect(canDecreaseQuantity(2)).to.equal(true);
    expect(canIncreaseQuantity(24)).to.equal(true);
    expect(canIncreaseQuantity(25)).to.equal(false);
  });
});
