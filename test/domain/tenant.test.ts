import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';

describe('tenants', () => {
  /** Each tenant with its country (the test tenants and JS_NOW_DE count as DE) and its short brand. */
  const TENANT_ROWS = [
    ['JS_DE', 'DE', 'JS'],
    ['JS_NOW_DE', 'DE', 'JS'],
    ['JS_AT', 'AT', 'JS'],
    ['JS_TEST', 'DE', 'JS'],
    ['MD_DE', 'DE', 'MD'],
    ['MD_AT', 'AT', 'MD'],
    ['MD_CH', 'CH', 'MD'],
    ['MD_TEST', 'DE', 'MD'],
  ] as const;

  it('knows the eight tenants', () => {
    expect([...domain.TENANTS]).to.have.members(TENANT_ROWS.map(([tenant]) => tenant));
    expect(domain.TENANTS).to.have.length(8);
    expect(domain.isTenant('MD_CH')).to.equal(true);
    expect(domain.isTenant('md_ch')).to.equal(false);
    expect(domain.isTenant('JS_CH')).to.equal(false);
    expect(domain.isTenant(undefined)).to.equal(false);
  });

  it('maps countries; the test tenants and JS_NOW_DE count as DE', () => {
    for (const [tenant, country] of TENANT_ROWS)
      expect(domain.tenantCountry(tenant), tenant).to.equal(country);
    expect(() => domain.tenantCountry('XX')).to.throw('No country code found for "XX" tenant');
    expect(domain.isGermanTenant('JS_NOW_DE')).to.equal(true);
    expect(domain.isGermanTenant('MD_AT')).to.equal(false);
  });

  it('maps short brands', () => {
    for (const [tenant, , brand] of TENANT_ROWS)
      expect(domain.tenantShortBrand(tenant), tenant).to.equal(brand);
  });

  it('has tax factors DE/test 1.19, AT 1.2, CH 1.077', () => {
    expect(domain.taxFactor('JS_DE')).to.equal(1.19);
    expect(domain.taxFactor('MD_TEST')).to.equal(1.19);
    expect(domain.taxFactor('JS_AT')).to.equal(1.2);
    expect(domain.taxFactor('MD_CH')).to.equal(1.077);
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
      expect(domain.tenantFromOrderId(`1-${prefix}123456`)).to.equal(tenant);
      expect(domain.orderIdPrefix(tenant)).to.equal(prefix);
    }
  });

  it('rejects invalid order ids with the spec message', () => {
    for (const id of ['2-JD123', '1-XX123', '1-jd123', 'JD123', '', '1-J']) {
      expect(() => domain.tenantFromOrderId(id)).to.throw(`Cannot map tenant from invalid order ID: ${id}`);
    }
  });

  it('rejects unknown tenants for the reverse', () => {
    expect(() => domain.orderIdPrefix('XX')).to.throw('Cannot get prefix from the given tenant: XX');
    expect(() => domain.orderIdPrefix('toString')).to.throw(
      'Cannot get prefix from the given tenant: toString',
    );
  });
});
