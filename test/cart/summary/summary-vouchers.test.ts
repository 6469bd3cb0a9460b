import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { toMinorUnits } from '../../../src/domain/index.js';
import { $, $$, euro, removeMounted, shownTotal, textOf } from '../../helpers/cart-fixture.js';
import { armFault, callsTo, recordedPosts, serverCart } from '../../helpers/reference-api.js';
import {
  activeElement,
  expectAccessible,
  mountMoneyCart,
  summaryTexts,
  typeInto,
} from '../../helpers/money-cart.js';
import { expectAbsent, expectPresent } from '../../helpers/assertions.js';

const REMOVE_VOUCHER = '/api/cart/remove-voucher';
const cents = (amount: number | undefined) => toMinorUnits(amount ?? 0);
const kinds = (element: Element) => summaryTexts(element).map(([kind]) => kind);
const rowText = (element: Element, kind: string) =>
  summaryTexts(element).find(([k]) => k === kind)?.[1] ?? '';

/** An amount as the page shows it ('1.234,50 €', '−12,90 €'), in cents; 'Kostenlos' is 0. */
function shownCents(text: string): number {
  const match = /(\d{1,3}(?:\.\d{3})+|\d+),(\d{2})/.exec(text);
  return match ? Number((match[1] ?? '0').replace(/\./g, '')) * 100 + Number(match[2]) : 0;
}

/**
 * The amounts on the page add up: the tiles' prices + packaging + shipping − discount − vouchers = the
 * total shown. Read from the page only, so a row that shows a wrong amount fails here.
 */
function expectShownRowsAddUp(element: Element) {
  const sum = (selector: string) =>
    $$(element, selector).reduce((total, node) => total + shownCents(textOf(node)), 0);
  const items = sum('[part="item"] [data-price] > span');
  const computed =
    items +
    sum('[data-row="packaging"] dd') +
    sum('[data-row="shipping"] dd') -
    sum('[data-row="discount"] dd') -
    sum('[data-row="voucher"] dd');
  expect(items, 'the tiles show prices').to.be.greaterThan(0);
  expect(computed, summaryTexts(element).join(' | ')).to.equal(shownCents(shownTotal(element)));
}

describe('the summary', () => {
  it('shows the rows in the spec order with the server amounts (default seed, DE, logged in with a code)', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    ($$(element, '[data-section="discount"] button').at(-1) as HTMLButtonElement).click();
    await waitUntil(() => $(element, '[data-section="discount"] input'));
    typeInto($(element, '[data-section="discount"] input') as HTMLInputElement, 'SOMMER10');
    ($(element, '[data-section="discount"] button[type="submit"]') as HTMLButtonElement).click();
    await waitUntil(() => kinds(element).includes('discount'));
    const cart = await serverCart();
    expectShownRowsAddUp(element);
    expect(kinds(element)).to.deep.equal([
      'packaging',
      'shipping',
      'discount',
      'total',
      'savings',
      'orderTotal',
    ]);
    expect(rowText(element, 'packaging')).to.equal(
      `Verpackung ${euro(cart.packagingTotal?.gross.amount ?? 0)}`,
    );
    expect(rowText(element, 'discount')).to.equal(
      `Rabatt (SOMMER10) −${euro(cart.totalDiscount?.amount ?? 0)}`,
    );
    expect(rowText(element, 'total')).to.equal(`Gesamtpreis (inkl. MwSt.) ${euro(cart.total.gross.amount)}`);
    expect(rowText(element, 'orderTotal')).to.equal(`Gesamtsumme ${euro(cart.total.gross.amount)}`);
    // Du sparst: the original price difference of the cooking class plus the discount.
    const reductions = cart.items.reduce((sum, item) => {
      const original = item.product.originalPrice?.gross.amount;
      return original === undefined
        ? sum
        : sum + (cents(original) - cents(item.product.price.gross.amount)) * item.quantity;
    }, 0);
    expect(rowText(element, 'savings')).to.equal(
      `Du sparst ${euro((reductions + cents(cart.totalDiscount?.amount)) / 100)}`,
    );
    // Points show only once a loyalty number is set (see the loyalty tests).
    await expectAccessible(element);
  });

  it('shows no points row outside Germany and no discount or savings rows without them', async () => {
    const { element } = await mountMoneyCart({ tenant: 'JS_AT', seed: 'single' });
    expectShownRowsAddUp(element);
    expect(kinds(element)).to.deep.equal(['shipping', 'total', 'savings', 'orderTotal']);
    expect(rowText(element, 'shipping')).to.equal('Versandkosten Kostenlos');
    expectAbsent($(element, '[data-section="loyalty"]'), 'loyalty section');
  });

  it('leaves the express checkout slot in place and empty, before the next-step button', async () => {
    const { element } = await mountMoneyCart();
    const slot = $(element, '[data-express-checkout]') as HTMLElement;
    expectPresent(slot, 'express checkout slot');
    expect(textOf(slot)).to.equal('');
    const next = $(element, '[part="next-step"]') as HTMLElement;
    expect(slot.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });

  it('adds up on every seed and mode of the reference API', async () => {
    for (const seed of ['default', 'single', 'large', 'hostile'] as const) {
      for (const mode of ['shopping', 'redemption'] as const) {
        const { cart, element } = await mountMoneyCart({ seed, mode });
        expectShownRowsAddUp(element);
        expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
        const voucherRows = $$(element, '[data-row="voucher"]');
        expect(voucherRows.map((row) => row.dataset.voucherId)).to.deep.equal(cart.vouchers.map((v) => v.id));
        removeMounted();
      }
    }
  });
});

describe('value vouchers in the summary (redemption flow)', () => {
  it('shows the voucher with its deducted amount and the leftover with its note', async () => {
    const { cart, element } = await mountMoneyCart({ mode: 'redemption' });
    const voucher = cart.vouchers[0];
    expect(voucher).to.not.equal(undefined);
    expect(kinds(element)).to.deep.equal([
      'packaging',
      'shipping',
      'voucher',
      ...(cents(cart.leftoverTotal?.gross.amount) > 0 ? ['leftover'] : []),
      'total',
      'savings',
      'orderTotal',
    ]);
    expect(rowText(element, 'voucher')).to.equal(
      `Wertgutschein −${euro(voucher?.deductedAtPurchase.amount ?? 0)} Entfernen`,
    );
    await expectAccessible(element);
  });

  it('shows the price before vouchers as the total incl. VAT and what is left to pay as the order total', async () => {
    const { cart, element } = await mountMoneyCart({ mode: 'redemption' });
    const deducted = cart.vouchers.reduce(
      (sum, voucher) => sum + cents(voucher.deductedAtPurchase.amount),
      0,
    );
    expect(deducted, 'the voucher pays part of the order').to.be.above(0);
    expect(rowText(element, 'total')).to.equal(
      `Gesamtpreis (inkl. MwSt.) ${euro((cents(cart.total.gross.amount) + deducted) / 100)}`,
    );
    expect(rowText(element, 'orderTotal')).to.equal(`Gesamtsumme ${euro(cart.total.gross.amount)}`);
    expectShownRowsAddUp(element);
  });

  it('shows a leftover only in the redemption flow with a leftover above 0', async () => {
    // The single seed costs less than the 250 € voucher: the rest is leftover.
    const { cart, element } = await mountMoneyCart({ mode: 'redemption', seed: 'single' });
    expect(cents(cart.leftoverTotal?.gross.amount)).to.be.above(0);
    expect(rowText(element, 'leftover')).to.equal(
      `Restwert ${euro(cart.leftoverTotal?.gross.amount ?? 0)} Den Restwert schicken wir dir als neuen Wertgutschein per E-Mail.`,
    );
    expect(shownTotal(element)).to.equal(euro(0));
    removeMounted();
    const shopping = await mountMoneyCart({ mode: 'shopping', seed: 'single' });
    expect(kinds(shopping.element)).to.not.include('leftover');
  });

  it('removes a voucher by keyboard with voucherId, and shows the server total', async () => {
    const { cart, element } = await mountMoneyCart({ mode: 'redemption', seed: 'single' });
    const button = $(element, '[data-remove-voucher]') as HTMLButtonElement;
    expect(button.getAttribute('aria-labelledby')?.split(' ')).to.have.length(2);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => $(element, '[data-row="voucher"]') === null, 'the voucher row goes');
    const after = await serverCart();
    expect(after.vouchers).to.deep.equal([]);
    expect(shownTotal(element)).to.equal(euro(after.total.gross.amount));
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: REMOVE_VOUCHER, body: { voucherId: cart.vouchers[0]?.id } },
    ]);
    // The button went with its row: focus moves to the summary heading.
    expect(activeElement(element)?.id).to.equal('shop-cart-summary');
  });

  for (const [fault, text] of [
    ['500', 'Bei der Eingabe ist ein Fehler aufgetreten'],
    ['not-json', 'Die Antwort des Servers konnte nicht gelesen werden'],
    ['drop', 'Keine Verbindung zum Server'],
  ] as const) {
    it(`keeps the voucher and the last good cart when remove-voucher fails with ${fault}`, async () => {
      const { cart, element } = await mountMoneyCart({ mode: 'redemption', seed: 'single' });
      await armFault(REMOVE_VOUCHER, fault);
      ($(element, '[data-remove-voucher]') as HTMLButtonElement).click();
      await waitUntil(() => textOf($(element, '[role="alert"]')).startsWith(text), undefined, {
        timeout: 5000,
      });
      expect(await callsTo(REMOVE_VOUCHER), 'one call, failed once (no silent retry)').to.have.length(1);
      expect(Boolean($(element, '[data-row="voucher"]')), 'voucher row').to.equal(true);
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      expect((await serverCart()).vouchers).to.have.length(1);
      await expectAccessible(element);
    });
  }

  it('adds a value voucher typed into the code field, with no login', async () => {
    const { cart, element } = await mountMoneyCart({ mode: 'redemption', seed: 'single' });
    ($$(element, '[data-section="discount"] button').at(-1) as HTMLButtonElement).click();
    await waitUntil(() => $(element, '[data-section="discount"] input'));
    typeInto($(element, '[data-section="discount"] input') as HTMLInputElement, 'wg-25');
    ($(element, '[data-section="discount"] button[type="submit"]') as HTMLButtonElement).click();
    await waitUntil(() => $$(element, '[data-row="voucher"]').length === 2);
    expect(kinds(element).filter((kind) => kind === 'voucher')).to.have.length(2);
    expect(rowText(element, 'voucher')).to.match(/^Wertgutschein 1 /);
    expect(cart.vouchers).to.have.length(1);
    await expectAccessible(element);
  });
});

describe('the redemption info box', () => {
  for (const [tenant, experiences, label] of [
    ['JS_DE', '4.000', 'www.js-erlebnisse.example/einloesen'],
    ['MD_CH', '8.000', 'www.md-glueckstage.example/einloesen'],
  ] as const) {
    it(`explains how to redeem, with the advantages and the ${tenant} redemption page`, async () => {
      const { element } = await mountMoneyCart({ tenant });
      const box = $(element, '[part="redemption-info"]') as HTMLElement;
      expect($$(element, '[part="redemption-info"] ol li').map(textOf)).to.deep.equal([
        'Gib den Gutscheincode ein oder scanne den QR-Code auf der Einlöseseite.',
        'Wähle ein Erlebnis aus.',
        'Vereinbare einen Termin.',
        tenant === 'JS_DE' ? 'Erhalte dein Ticket.' : 'Erhalte Dein Ticket.',
      ]);
      expect(textOf(box)).to.contain('Gutschein 3 Jahre gültig und verlängerbar');
      expect(textOf(box)).to.contain(`Einlösbar für mehr als ${experiences} Erlebnisse`);
      const link = box.querySelector('a') as HTMLAnchorElement;
      expect(textOf(link)).to.equal(label);
      expect(link.href).to.equal(`https://${label}`);
      await expectAccessible(element);
    });
  }

  it('uses the capitalised address form for the second brand', async () => {
    const { element } = await mountMoneyCart({ tenant: 'MD_DE' });
    expect(textOf($(element, '[part="redemption-info"] h2'))).to.equal('So löst Du Deinen Gutschein ein');
  });
});
