import { expect } from '@open-wc/testing';
import { COUNTRY_CODES, shippingAllowed, shippingKind } from '../../src/domain/index.js';

describe('shipping', () => {
  it('groups methods as PDF, Standard and Express', () => {
    expect(shippingKind('online')).to.equal('PDF');
    expect(shippingKind('standard')).to.equal('Standard');
    expect(shippingKind('box_standard')).to.equal('Standard');
    expect(shippingKind('express')).to.equal('Express');
    expect(shippingKind('box_express')).to.equal('Express');
  });

  it('sends express only within Germany', () => {
    for (const method of ['express', 'box_express'] as const) {
      expect(shippingAllowed(method, 'DE', 'JS_DE')).to.equal(true);
      expect(shippingAllowed(method, 'DE', 'MD_CH')).to.equal(true);
      for (const country of ['AT', 'CH', 'IT', 'FR'])
        expect(shippingAllowed(method, country, 'JS_DE')).to.equal(false);
    }
  });

  it('sends standard to DE, AT, CH and IT, but only to CH for the Swiss tenant', () => {
    for (const method of ['standard', 'box_standard'] as const) {
      for (const country of ['DE', 'AT', 'CH', 'IT']) {
        expect(shippingAllowed(method, country, 'JS_AT'), `${method} ${country}`).to.equal(true);
      }
      for (const country of ['NL', 'FR', 'LU', 'ES', 'BE', 'LI', 'GB']) {
        expect(shippingAllowed(method, country, 'MD_DE'), `${method} ${country}`).to.equal(false);
      }
      expect(shippingAllowed(method, 'CH', 'MD_CH')).to.equal(true);
      for (const country of ['DE', 'AT', 'IT'])
        expect(shippingAllowed(method, country, 'MD_CH')).to.equal(false);
    }
  });

  it('sends online everywhere', () => {
    for (const country of COUNTRY_CODES) expect(shippingAllowed('online', country, 'MD_CH')).to.equal(true);
  });
});
