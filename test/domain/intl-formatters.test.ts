// The Intl formatters a cart builds (src/domain/intl-formatters.ts): the full list the warm-up worker
// builds, and the part of it a cart's first render needs, which a fresh cart builds ahead of its render.
import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';
import type { Cart } from '../../src/domain/index.js';
import { emptyCart, item, threeItemCart } from '../helpers/carts.js';

const kinds = (cart: Cart, locale: 'de' | 'en' = 'de') =>
  domain
    .firstRenderFormatters(cart, locale)
    .map(([kind, , options]) =>
      kind === 'NumberFormat' ? `${kind} ${options.currency ?? options.maximumFractionDigits}` : kind,
    );

describe('the Intl formatters of a cart', () => {
  it('builds for the first render money in the cart currency, and only what the cart shows', () => {
    const vouchersOnly = emptyCart();
    expect(kinds(vouchersOnly), 'an empty cart').to.deep.equal(['NumberFormat EUR']);
    expect(kinds({ ...vouchersOnly, total: { gross: { amount: 0, currencyCode: 'CHF' } } })).to.deep.equal([
      'NumberFormat CHF',
    ]);
    // threeItemCart: an appointment item, shipped online (a PDF: no countries).
    expect(kinds(threeItemCart())).to.deep.equal(['NumberFormat EUR', 'DateTimeFormat', 'DateTimeFormat']);
    const shipped = threeItemCart({
      items: [item()],
      availableShippingMethods: [{ method: 'box_standard' }, { method: 'online' }],
      payback: { number: '308', points: 120 },
    });
    expect(kinds(shipped)).to.deep.equal([
      'NumberFormat EUR',
      'DisplayNames',
      'ListFormat',
      'NumberFormat 0',
    ]);
    const delivered = threeItemCart({
      items: [item()],
      availableShippingMethods: [{ method: 'online', deliveryDate: '2027-03-01' }],
    });
    expect(kinds(delivered), 'a delivery date').to.deep.equal([
      'NumberFormat EUR',
      'DateTimeFormat',
      'DateTimeFormat',
    ]);
  });

  it("builds each one as the cart's own formatting does, a part of the full list in the same order", () => {
    const cart = threeItemCart({
      availableShippingMethods: [{ method: 'box_standard' }],
      payback: { number: '308', points: 1234 },
    });
    const epoch = new Date(0).toISOString();
    for (const locale of ['de', 'en'] as const) {
      const all = JSON.stringify(domain.cartFormatters(locale));
      const first = domain.firstRenderFormatters(cart, locale);
      expect(first.length).to.equal(6);
      for (const formatter of first)
        expect(all, JSON.stringify(formatter)).to.include(JSON.stringify(formatter));
      // In the same order: the warm-up worker builds what a fresh cart's first render asks for first.
      const positions = first.map((formatter) => all.indexOf(JSON.stringify(formatter)));
      expect(positions, 'first-render order').to.deep.equal([...positions].sort((a, b) => a - b));
      // Each formats as the domain's own function does.
      const built = first.map(([kind, at, options]) => {
        if (kind === 'NumberFormat') return new Intl.NumberFormat(at, options).format(1234);
        if (kind === 'DateTimeFormat') return new Intl.DateTimeFormat(at, options).format(0);
        if (kind === 'DisplayNames') return new Intl.DisplayNames([at], options).of('DE');
        if (kind === 'ListFormat') return new Intl.ListFormat(at, options).format(['DE']);
        return '';
      });
      expect(built).to.include.members([
        domain.formatMoney({ amount: 1234, currencyCode: 'EUR' }, locale),
        domain.formatDate(epoch, locale),
        domain.formatTime(epoch, locale),
        domain.formatCountries(['DE'], locale),
        domain.formatLoyaltyPoints(1234, locale).replace(/\u00a0°P$/, ''),
      ]);
    }
  });

  it('builds a formatter and uses it once, as the warm-up worker gets it to do', () => {
    const epoch = new Date(0).toISOString();
    for (const locale of ['de', 'en'] as const) {
      const texts = domain.cartFormatters(locale).map(domain.buildAndUseOnce);
      expect(texts).to.include.members([
        domain.formatMoney({ amount: 1, currencyCode: 'EUR' }, locale),
        domain.formatMoney({ amount: 1, currencyCode: 'CHF' }, locale),
        domain.formatDate(epoch, locale),
        domain.formatTime(epoch, locale),
        domain.formatCountries(['DE'], locale),
        locale === 'de' ? '1 und 2' : '1 and 2',
        'one',
      ]);
      // The worker's request: each formatter as data, with its first use.
      expect(domain.cartFormatters(locale).map(domain.toWarm)[0]).to.deep.equal([
        ...domain.cartFormatters(locale)[0]!,
        'format',
        1,
      ]);
    }
  });
});
