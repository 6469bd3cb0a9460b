// Values of known lists that this version does not know (a newer backend's): each degrades only its own
// part of the page.
import { expect, waitUntil } from '@open-wc/testing';
import { spelledCart, withUnknownPackaging } from '../../helpers/spelled-carts.js';
import { $, $$, shownTotal, textOf } from '../../helpers/cart-fixture.js';
import { FIXTURE_TOTAL, shownFromAnswer, type Json } from '../../helpers/tolerant-reading.js';

describe('values a newer backend sends', () => {
  /** The full cart with one change, as GET /api/cart answers it. */
  async function shownWith(spoil: (cart: Json & { items: Json[] }) => void, tiles = 4) {
    const raw = spelledCart('full') as Json & { items: Json[] };
    spoil(raw);
    return (await shownFromAnswer(raw, tiles)).element;
  }

  it('shows an item of an unknown product type with a neutral label', async () => {
    const element = await shownWith((cart) => ((cart.items[1]!.product as Json).productType = 'Abonnement'));
    const typeLabels = $$(element, '[part="item"] h3 + p[data-muted]').map(textOf);
    expect(typeLabels).to.deep.equal(['Erlebnis', 'Produkt', 'Erlebnis', 'Erlebnis']);
    expect(textOf($$(element, '[part="item"]')[1])).to.contain('Erlebnisbox Wellness');
    await expect(element).to.be.accessible();
  });

  it('shows an item whose packaging is of an unknown type', async () => {
    const element = await shownWith(withUnknownPackaging);
    expect(textOf($$(element, '[part="item"]')[0])).to.contain('Kochkurs Toskana');
    expect(shownTotal(element)).to.equal(FIXTURE_TOTAL);
  });

  it('shows a cart that ships or may ship with an unknown method', async () => {
    const element = await shownWith((cart) => {
      cart.shipping = { method: 'drone', price: { gross: { amount: 0, currencyCode: 'EUR' } } };
      cart.availableShippingMethods = [{ method: 'drone' }, { method: 'online' }];
    });
    expect(shownTotal(element)).to.equal(FIXTURE_TOTAL);
  });

  it('shows a cart with an unknown payment type selected', async () => {
    const element = await shownWith((cart) => (cart.selectedPaymentType = 'cryptoWallet'));
    expect(shownTotal(element)).to.equal(FIXTURE_TOTAL);
  });

  it('shows the generic change notice for an unknown change kind, as a warning', async () => {
    const element = await shownWith((cart) => (cart.changeset = { type: 'VoucherExpired', changes: {} }));
    await waitUntil(() => $(element, '[data-notice="cart-changes"]'), 'the change notice', { timeout: 5000 });
    const box = $(element, '[data-notice="cart-changes"]')!;
    expect(textOf(box.querySelector('h2'))).to.equal('Dein Warenkorb hat sich geändert');
    expect($$(element, '[data-notice="cart-changes"] li').map(textOf)).to.deep.equal([
      'Bitte prüfe die Artikel und Preise in deinem Warenkorb.',
    ]);
    expect(box.closest('[data-variant]')?.getAttribute('data-variant')).to.equal('warning');
    await expect(element).to.be.accessible();
  });

  it('keeps the lines it knows beside the generic line', async () => {
    const element = await shownWith(
      (cart) =>
        (cart.changeset = {
          type: 'VoucherExpired',
          changes: { removedItems: [{ productId: '9', title: 'Rundflug' }], expiredVouchers: [{ id: 'v' }] },
        }),
    );
    await waitUntil(() => $(element, '[data-notice="cart-changes"]'), 'the change notice', { timeout: 5000 });
    expect($$(element, '[data-notice="cart-changes"] li').map(textOf)).to.deep.equal([
      'Rundflug ist nicht mehr verfügbar.',
      'Bitte prüfe die Artikel und Preise in deinem Warenkorb.',
    ]);
    expect($(element, '[data-notice="cart-changes"] a')?.getAttribute('href')).to.equal('/');
  });
});
