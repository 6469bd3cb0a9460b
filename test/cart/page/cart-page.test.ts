import { expect, waitUntil } from '@open-wc/testing';
import { emptyCart, item, product, threeItemCart } from '../../helpers/carts.js';
import {
  $,
  $$,
  euro,
  labelledByText,
  mountShopCart,
  shownTotal,
  textOf,
  waitForTiles,
} from '../../helpers/cart-fixture.js';
import { armFault, releaseHeld, resetCart } from '../../helpers/reference-api.js';
import { expectAbsent } from '../../helpers/assertions.js';

const tile = (element: Element, itemId: string) => $$(element, `[data-item-id="${itemId}"]`);

describe('the cart page as a shopper sees it', () => {
  it('shows title, contents heading, summary total and the next-step button', async () => {
    const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    await waitForTiles(element, 4);
    expect(textOf($(element, '[part="title"]'))).to.equal('Warenkorb');
    expect(textOf($(element, '#shop-cart-contents'))).to.equal('Inhalt');
    expect(shownTotal(element)).to.equal(euro(347.7));
    expect(textOf($(element, '[data-row="total"] dt'))).to.equal('Gesamtpreis (inkl. MwSt.)');
    expect(textOf($(element, '[part="next-step"]'))).to.equal('Weiter zu den Bestelldaten');
  });

  it('shows a range of persons, a single count with singular and plural', async () => {
    const cart = threeItemCart();
    cart.items.push(
      item({
        id: 'i-one',
        product: product({
          id: 'p-9',
          productId: '9',
          title: 'Solo',
          minParticipants: 1,
          maxParticipants: 1,
        }),
      }),
    );
    const element = mountShopCart({ data: { props: { cart } } });
    await waitForTiles(element, 5);
    const participants = (id: string) => textOf(tile(element, id)[0]?.querySelector('[data-participants]'));
    expect(participants('i-range')).to.equal('2 bis 4 Personen');
    expect(participants('i-box')).to.equal('2 Personen');
    expect(participants('i-one')).to.equal('1 Person');
  });

  it('shows an appointment item once per ticket with date and time', async () => {
    const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    await waitForTiles(element, 4);
    const tickets = tile(element, 'i-ticket');
    expect(tickets).to.have.length(2);
    for (const ticket of tickets) {
      // 17:30 UTC on 5 March 2027 is 18:30 in Berlin.
      expect(textOf(ticket.querySelector('[data-appointment]')))
        .to.contain('05.03.2027')
        .and.contain('18:30 Uhr');
      expectAbsent(ticket.querySelector('select'), 'tickets have no quantity dropdown');
      expect(textOf(ticket.querySelector('[data-price]'))).to.contain(euro(59.5));
    }
  });

  it('offers quantities 1 to 25 in a native select for items without appointment', async () => {
    const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    await waitForTiles(element, 4);
    const select = tile(element, 'i-range')[0]?.querySelector('select') as HTMLSelectElement;
    // Rendered afresh, the dropdown holds its quantity alone until the shopper reaches for it.
    expect([...select.options].map((option) => option.value)).to.deep.equal(['2']);
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect([...select.options].map((option) => Number(option.value))).to.deep.equal(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    expect(select.value).to.equal('2');
    expect(labelledByText(element, select)).to.equal('Anzahl Kochkurs Toskana');
    const remove = tile(element, 'i-range')[0]?.querySelector('[data-action="remove"]');
    expect(labelledByText(element, remove)).to.equal('Entfernen Kochkurs Toskana');
  });

  it('gives a dropdown its options when it gets the focus, keeping the quantity and the focus', async () => {
    const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    await waitForTiles(element, 4);
    const select = tile(element, 'i-range')[0]?.querySelector('select') as HTMLSelectElement;
    const other = tile(element, 'i-box')[0]?.querySelector('select') as HTMLSelectElement;
    expect(select.options.length).to.equal(1);
    select.focus();
    expect(select.options.length, 'the options are there before a key').to.equal(25);
    expect(select.value).to.equal('2');
    expect(element.shadowRoot?.activeElement).to.equal(select);
    // Only the dropdown reached for: another keeps its one option.
    expect(other.options.length).to.equal(1);
    await expect(element).to.be.accessible();
  });

  it('shows product type, price and an image linking to the product', async () => {
    const element = mountShopCart({ data: { props: { cart: threeItemCart() } } });
    await waitForTiles(element, 4);
    const box = tile(element, 'i-box')[0]!;
    expect(textOf(box.querySelector('h3'))).to.equal('Erlebnisbox Wellness');
    // The type label is the line under the title, not the word inside the title.
    expect(textOf(box.querySelector('h3 + p'))).to.equal('Erlebnisbox');
    expect(textOf(box.querySelector('[data-price]'))).to.contain(euro(49.9));
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/experiences/3003');
    // The link is named by the tile's title.
    expect(link.getAttribute('aria-labelledby')).to.equal(box.querySelector('h3')?.id);
  });

  it('shows the price before the reduction of a reduced product', async () => {
    const cart = threeItemCart();
    cart.items[1]!.product.originalPrice = { gross: { amount: 59.9, currencyCode: 'EUR' } };
    const element = mountShopCart({ data: { props: { cart } } });
    await waitForTiles(element, 4);
    expect(textOf(tile(element, 'i-box')[0]?.querySelector('del'))).to.contain(euro(59.9));
  });

  it('shows Swiss francs for the Swiss tenant', async () => {
    const cart = threeItemCart({ total: { gross: { amount: 120.5, currencyCode: 'CHF' } } });
    const element = mountShopCart({ attributes: { tenant: 'MD_CH' }, data: { props: { cart } } });
    await waitForTiles(element, 4);
    expect(shownTotal(element)).to.equal(euro(120.5, 'CHF'));
  });

  it('shows titles with markup from start-up data as text', async () => {
    const cart = threeItemCart();
    cart.items[0]!.product.title = '<img src=x onerror="window.pwned=1">Kochkurs</b>';
    const element = mountShopCart({ data: { props: { cart } } });
    await waitForTiles(element, 4);
    expect(textOf(tile(element, 'i-range')[0]?.querySelector('h3'))).to.equal(cart.items[0]!.product.title);
    expectAbsent($(element, 'h3 img'), 'no image from the title');
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('shows both item layouts', async () => {
    for (const itemLayout of ['current', 'next']) {
      const element = mountShopCart({ data: { props: { cart: threeItemCart(), itemLayout } } });
      await waitForTiles(element, 4);
      expect($(element, 'ul')?.dataset.layout).to.equal(itemLayout);
      // The next layout puts the image above the details (on screens from 576 px, as this one).
      const areas = getComputedStyle($(element, '[part="item"]')!).gridTemplateAreas;
      expect(areas.includes('"image image"')).to.equal(itemLayout === 'next');
      await expect(element).to.be.accessible();
    }
  });

  it('passes axe with the filled cart, in both designs', async () => {
    for (const newDesign of [true, false]) {
      const element = mountShopCart({ data: { props: { cart: threeItemCart(), newDesign } } });
      await waitForTiles(element, 4);
      await expect(element).to.be.accessible();
    }
  });

  it('shows the empty cart with its texts and passes axe', async () => {
    const element = mountShopCart({ data: { props: { cart: emptyCart() } } });
    const empty = await new Promise<HTMLElement>((resolve) => {
      const poll = () => {
        const found = $(element, '[part="empty"]');
        if (found) resolve(found);
        else requestAnimationFrame(poll);
      };
      poll();
    });
    expect(textOf(empty.querySelector('h1'))).to.equal('Dein Warenkorb');
    expect(textOf(empty.querySelector('p'))).to.equal(
      'Es befinden sich noch keine Erlebnisse in deinem Warenkorb.',
    );
    expect(empty.querySelector('a')?.getAttribute('href')).to.equal('/');
    await expect(element).to.be.accessible();
  });

  it('announces loading and passes axe while the cart loads', async () => {
    await resetCart();
    await armFault('/api/cart', 'hold');
    const element = mountShopCart({ data: {} });
    const status = () => textOf($(element, '[role="status"]'));
    await waitUntil(() => status() !== '', 'loading status');
    expect(status()).to.equal('Dein Warenkorb wird geladen …');
    await expect(element).to.be.accessible();
    await releaseHeld('/api/cart');
    await waitForTiles(element);
  });

  for (const fault of ['500', 'not-json'] as const) {
    it(`says the cart could not be loaded (not a text about input) after a ${fault} first load, and retries`, async () => {
      await resetCart();
      await armFault('/api/cart', fault);
      const element = mountShopCart({ data: {} });
      const failure = () => $(element, '[data-notice="load-failed"]');
      await waitUntil(failure, 'load failure', { timeout: 5000 });
      expect(textOf(failure())).to.equal(
        'Dein Warenkorb konnte nicht geladen werden. Bitte versuche es erneut.',
      );
      expect(textOf(failure()?.parentElement)).not.to.contain('Bei der Eingabe');
      await expect(element).to.be.accessible();
      $<HTMLButtonElement>(element, '[data-notice="load-failed"] + button')!.click();
      await waitForTiles(element);
    });
  }
});
