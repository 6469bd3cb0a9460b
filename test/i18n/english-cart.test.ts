// The cart in English (`locale="en"`): what a shopper sees on the main journeys, in English words and
// English formats (the currency stays the cart's), with the language on the shadow content and axe clean.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../src/domain/index.js';
import { threeItemCart } from '../helpers/carts.js';
import {
  $,
  $$,
  choose,
  labelledByText,
  mountShopCart,
  shownTotal,
  textOf,
  waitForTiles,
} from '../helpers/cart-fixture.js';
import { codeInput, discount, fieldMessage, submitButton } from '../helpers/discount-entry.js';
import { typeInto } from '../helpers/money-cart.js';
import {
  armFault,
  nextChanges,
  callsTo,
  resetCart,
  serverCart,
  startupDataFor,
} from '../helpers/reference-api.js';

/** Money as an English page shows it: '€347.70', 'CHF 7.90'. */
const pounds = (amount: number, currency = 'EUR') =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

const WAIT = { timeout: 5000 };
const QUANTITY = '/api/cart/set-item-quantity';
const tileOf = (element: Element, itemId: string) => $$(element, `[data-item-id="${itemId}"]`);

/** The visitor's cart from the reference API, in an English element. */
async function englishCart(seed: 'default' | 'single' = 'default') {
  const cart = await resetCart({ seed });
  const data = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'current' });
  const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'en' }, data });
  await waitForTiles(element);
  return { cart, element };
}

const changeable = (cart: Cart): CartItem => {
  const item = cart.items.find((candidate) => !candidate.appointment && candidate.quantity < 20);
  if (!item) throw new Error('no item whose quantity can change');
  return item;
};

describe('the cart in English', () => {
  it('shows items, totals and labels in English, with lang="en" on the shadow content', async () => {
    const element = mountShopCart({
      attributes: { tenant: 'JS_DE', locale: 'en' },
      data: { props: { cart: threeItemCart() } },
    });
    await waitForTiles(element, 4);
    expect($(element, '[part="cart"]')?.closest('[lang]')?.getAttribute('lang')).to.equal('en');
    expect(textOf($(element, '[part="title"]'))).to.equal('Basket');
    expect(textOf($(element, '#shop-cart-contents'))).to.equal('Contents');
    expect(shownTotal(element)).to.equal('€347.70');
    expect(textOf($(element, '[data-row="total"] dt'))).to.equal('Total (incl. VAT)');
    expect(textOf($(element, '[part="next-step"]'))).to.equal('Continue to order details');
    const participants = (id: string) => textOf(tileOf(element, id)[0]?.querySelector('[data-participants]'));
    expect(participants('i-range')).to.equal('2 to 4 people');
    const select = tileOf(element, 'i-range')[0]?.querySelector('select') as HTMLSelectElement;
    expect(labelledByText(element, select)).to.equal('Quantity Kochkurs Toskana');
    const remove = tileOf(element, 'i-range')[0]?.querySelector('[data-action="remove"]');
    expect(labelledByText(element, remove)).to.equal('Remove Kochkurs Toskana');
    for (const ticket of tileOf(element, 'i-ticket')) {
      // 17:30 UTC on 5 March 2027 is 18:30 in Berlin; English writes the day without the German 'Uhr'.
      const appointment = textOf(ticket.querySelector('[data-appointment]'));
      expect(appointment).to.contain('5 Mar 2027').and.contain('18:30');
      expect(appointment).not.to.contain('Uhr');
    }
    expect(textOf(element.shadowRoot!.querySelector('[part="cart"]'))).not.to.match(
      /Warenkorb|Anzahl|Personen/,
    );
    await expect(element).to.be.accessible();
  });

  it('changes a quantity and removes an item, with English totals from the server', async () => {
    const { cart, element } = await englishCart();
    const item = changeable(cart);
    const select = tileOf(element, item.id)[0]?.querySelector('select') as HTMLSelectElement;
    choose(select, String(item.quantity + 1));
    await waitUntil(async () => (await callsTo(QUANTITY)).length === 1, 'the change is sent', WAIT);
    const changed = await serverCart();
    await waitUntil(
      () => shownTotal(element) === pounds(changed.total.gross.amount),
      shownTotal(element),
      WAIT,
    );
    (tileOf(element, item.id)[0]?.querySelector('[data-action="remove"]') as HTMLButtonElement).click();
    await waitUntil(() => tileOf(element, item.id).length === 0, 'item removed', WAIT);
    const after = await serverCart();
    await waitUntil(
      () => shownTotal(element) === pounds(after.total.gross.amount),
      shownTotal(element),
      WAIT,
    );
    await expect(element).to.be.accessible();
  });

  it('says in English why a discount code was refused, and what a failed call means', async () => {
    const { element } = await englishCart();
    const open = [...discount(element).querySelectorAll('button')].find(
      (button) => textOf(button) === 'Enter a discount or voucher code',
    );
    expect(open, 'the English opener').to.not.equal(undefined);
    open!.click();
    await waitUntil(() => codeInput(element), 'the form opens', WAIT);
    expect(textOf(submitButton(element))).to.equal('Redeem');
    submitButton(element).click();
    await waitUntil(
      () => fieldMessage(element) === 'Please enter a discount code.',
      fieldMessage(element),
      WAIT,
    );
    await armFault('/api/cart/add-coupon', '500');
    typeInto(codeInput(element)!, 'SOMMER10');
    submitButton(element).click();
    await waitUntil(
      () => fieldMessage(element).startsWith('Something went wrong. Please try again later.'),
      fieldMessage(element),
      WAIT,
    );
    expect(fieldMessage(element)).to.contain('Our hotline is open Mon–Fri');
    await expect(element).to.be.accessible();
  });

  it('opens the services modal in English', async () => {
    const { cart, element } = await englishCart();
    const item = cart.items[0]!;
    const link = tileOf(element, item.id)[0]!.querySelector<HTMLButtonElement>('[data-action="services"]')!;
    expect(textOf(link)).to.equal('What’s included');
    link.click();
    const dialog = () => $(element, 'dialog[open]');
    await waitUntil(() => dialog()?.querySelector('[data-services-body]')?.childNodes.length, 'services', {
      timeout: 5000,
    });
    expect(dialog()!.querySelector('button[aria-label]')?.getAttribute('aria-label')).to.equal(
      'Close dialog',
    );
    await expect(element).to.be.accessible();
  });

  it('tells a change of the cart in English, with the amount in English format', async () => {
    await resetCart();
    await nextChanges('PriceIncreased');
    const element = mountShopCart({ attributes: { tenant: 'JS_DE', locale: 'en' }, data: {} });
    const box = () => $(element, '[data-notice="cart-changes"]');
    await waitUntil(box, 'the change notice', { timeout: 5000 });
    expect(textOf(box())).to.contain('Your basket has changed');
    const line = textOf(box()?.querySelector('li'));
    expect(line).to.match(/^This product now costs €\d+\.\d\d more: .+$/);
    await expect(element).to.be.accessible();
  });
});
