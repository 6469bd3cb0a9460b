// The page's one formatter per constructor, locale and options (src/domain/intl-cache.ts).
import { expect } from '@open-wc/testing';
import { intlFormatter } from '../../src/domain/intl-cache.js';
import { numberFormat } from '../../src/domain/number-formats.js';

describe('domain: the page’s Intl formatters', () => {
  it('answers the same formatter for the same constructor, locale and options, built once', () => {
    const money = intlFormatter('NumberFormat', 'de-DE', { style: 'currency', currency: 'EUR' });
    expect(intlFormatter('NumberFormat', 'de-DE', { style: 'currency', currency: 'EUR' })).to.equal(money);
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' }), 'money.ts takes the same').to.equal(
      money,
    );
    expect(money.format(49.9)).to.equal('49,90\u00a0€');
  });

  it('builds another for other options, another locale or another constructor', () => {
    const euro = intlFormatter('NumberFormat', 'de-DE', { style: 'currency', currency: 'EUR' });
    const franc = intlFormatter('NumberFormat', 'de-DE', { style: 'currency', currency: 'CHF' });
    const english = intlFormatter('NumberFormat', 'en-GB', { style: 'currency', currency: 'EUR' });
    const list = intlFormatter('ListFormat', 'de', { type: 'conjunction' });
    expect(new Set([euro, franc, english, list]).size).to.equal(4);
    expect([franc.format(1), english.format(1), list.format(['a', 'b'])]).to.deep.equal([
      '1,00\u00a0CHF',
      '€1.00',
      'a und b',
    ]);
  });
});
