import { expect } from '@open-wc/testing';
import {
  TENANTS,
  isGermanTenant,
  isTenant,
  orderIdPrefix,
  taxFactor,
  tenantCountry,
  tenantFromOrderId,
  tenantShortBrand,
} from '../../src/domain/index.js';

describe('tenants', () => {
  it('knows the eight tenants', () => {
    expect([...TENANTS]).to.have.members([
      'JS_DE',
      'JS_NOW_DE',
      'JS_AT',
      'JS_TEST',
      'MD_DE',
      'MD_AT',
      'MD_CH',
      'MD_TEST',
    ]);
    expect(isTenant('MD_CH')).to.equal(true);
    expect(isTenant('md_ch')).to.equal(false);
    expect(isTenant('JS_CH')).to.equal(false);
    expect(isTenant(undefined)).to.equal(false);
  });

  it('maps countries; the test tenants and JS_NOW_DE count as DE', () => {
    expect(TENANTS.map(tenantCountry)).to.deep.equal(['DE', 'DE', 'AT', 'DE', 'DE', 'AT', 'CH', 'DE']);
    expect(() => tenantCountry('XX')).to.throw('No country code found for "XX" tenant');
    expect(isGermanTenant('JS_NOW_DE')).to.equal(true);
    expect(isGermanTenant('MD_AT')).to.equal(false);
  });

  it('maps short brands', () => {
    expect(TENANTS.map(tenantShortBrand)).to.deep.equal(['JS', 'JS', 'JS', 'JS', 'MD', 'MD', 'MD', 'MD']);
  });

  it('has tax factors DE/test 1.19, AT 1.2, CH 1.077', () => {
    expect(taxFactor('JS_DE')).to.equal(1.19);
    expect(taxFactor('MD_TEST')).to.equal(1.19);
    expect(taxFactor('JS_AT')).to.equal(1.2);
    expect(taxFactor('MD_CH')).to.equal(1.077);
  });
});

describe('order ids', () => {
  const pairs = [
    ['JD', 'JS_DE'],
    ['JA', 'JS_AT'],
    ['ND', 'JS_NOW_DE'],
    ['TT', 'JS_TEST'],
    ['MD', 'MD_DE'],
    ['MA', 'MD_AT'],
    ['MC', 'MD_CH'],
    ['TM', 'MD_TEST'],
  ] as const;

  it('maps every prefix to its tenant and back', () => {
    for (const [prefix, tenant] of pairs) {
      expect(tenantFromOrderId(`1-${prefix}123456`)).to.equal(tenant);
      expect(orderIdPrefix(tenant)).to.equal(prefix);
    }
  });

  it('rejects invalid order ids with the spec message', () => {
    for (const id of ['2-JD123', '1-XX123', '1-jd123', 'JD123', '', '1-J']) {
      expect(() => tenantFromOrderId(id)).to.throw(`Cannot map tenant from invalid order ID: ${id}`);
    }
  });

  it('rejects unknown tenants for the reverse', () => {
    expect(() => orderIdPrefix('XX')).to.throw('Cannot get prefix from the given tenant: XX');
    expect(() => orderIdPrefix('toString')).to.throw('Cannot get prefix from the given tenant: toString');
  });
});
