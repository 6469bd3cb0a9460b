import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });

describe('money', () => {
  it('converts major to integer minor units, correcting float noise', () => {
    expect(domain.toMinorUnits(49.9)).to.equal(4990);
    expect(domain.toMinorUnits(1.005)).to.equal(101);
    expect(domain.toMinorUnits(0.1 + 0.2)).to.equal(30);
    expect(domain.toMinorUnits(19.99)).to.equal(1999);
    expect(domain.toMinorUnits(-1.005)).to.equal(-101);
    expect(domain.toMinorUnits(0.004)).to.equal(0);
    expect(Object.is(domain.toMinorUnits(-0.001), 0)).to.equal(true);
    expect(() => domain.toMinorUnits(Number.NaN)).to.throw(RangeError);
  });

  it('converts minor units back to major', () => {
    expect(domain.fromMinorUnits(4990)).to.equal(49.9);
    expect(domain.fromMinorUnits(1)).to.equal(0.01);
    expect(domain.fromMinorUnits(0)).to.equal(0);
  });

  it('multiplies to the cent', () => {
    expect(domain.multiplyMoney(eur(19.99), 3)).to.deep.equal(eur(59.97));
    expect(domain.multiplyMoney(eur(10), 1.19)).to.deep.equal(eur(11.9));
    expect(domain.multiplyMoney(eur(0.05), 0.5)).to.deep.equal(eur(0.03));
    expect(domain.multiplyMoney(eur(1.1), 3)).to.deep.equal(eur(3.3));
    expect(domain.isZeroMoney(eur(0.001))).to.equal(true);
    expect(domain.isZeroMoney(eur(0.01))).to.equal(false);
  });

  it('formats money the German way with a no-break space before the sign', () => {
    expect(domain.formatMoney(eur(49.9))).to.equal('49,90\u00a0€');
    expect(domain.formatMoney(eur(1234.5))).to.equal('1.234,50\u00a0€');
    expect(domain.formatMoney({ amount: 7.9, currencyCode: 'CHF' })).to.equal('7,90\u00a0CHF');
    expect(domain.formatMoney(eur(1.005))).to.equal('1,01\u00a0€');
    expect(domain.formatMoney(eur(49.9), 'en')).to.equal('€49.90');
    expect(domain.formatMoney({ amount: 1234.5, currencyCode: 'CHF' }, 'en')).to.equal('CHF\u00a01,234.50');
  });

  it('formats dates and times in the shop timezone Europe/Berlin', () => {
    expect(domain.formatDate('2025-03-05T10:00:00Z')).to.equal('05.03.2025');
    expect(domain.formatDate('2025-03-05T10:00:00Z', 'en')).to.equal('5 Mar 2025');
    expect(domain.formatTime('2025-03-05T13:05:00Z', 'en')).to.equal('14:05');
    // 23:30 UTC is already the next day in Berlin (winter time, UTC+1).
    expect(domain.formatDate('2025-03-05T23:30:00Z')).to.equal('06.03.2025');
    expect(domain.formatTime('2025-03-05T23:30:00Z')).to.equal('00:30');
    // Summer time, UTC+2.
    expect(domain.formatTime('2025-07-05T08:05:00Z')).to.equal('10:05');
    expect(domain.formatTime('2025-07-05T14:30:00+02:00')).to.equal('14:30');
    expect(domain.formatDate('not a date')).to.equal('');
    expect(domain.formatTime('')).to.equal('');
  });
});
