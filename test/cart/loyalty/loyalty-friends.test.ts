import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, euro, shadow, shownTotal, textOf, choose } from '../../helpers/cart-fixture.js';
import { armFault, callsTo, recordedPosts, serverCart } from '../../helpers/reference-api.js';
import {
  expectAccessible,
  expectFocusOn,
  waitForFocusOn,
  mountMoneyCart,
  openModalByKeyboard,
  section,
  typeInto,
} from '../../helpers/money-cart.js';
import { expectAbsent } from '../../helpers/assertions.js';

const SET = '/api/cart/set-payback-number';
const loyalty = (element: Element) => section(element, 'loyalty');
const numberInput = (element: Element) => loyalty(element).querySelector('input') as HTMLInputElement | null;
const message = (element: Element) => textOf(loyalty(element).querySelector('[data-field-message="error"]'));
const submit = (element: Element) =>
  loyalty(element).querySelector('button[type="submit"]') as HTMLButtonElement;
const buttonNamed = (element: Element, name: string) =>
  [...loyalty(element).querySelectorAll('button')].find((button) => textOf(button) === name) as
    HTMLButtonElement | undefined;

async function enterNumber(element: Element, value: string) {
  typeInto(numberInput(element) as HTMLInputElement, value);
  submit(element).click();
}

describe('loyalty number (German tenants)', () => {
  it('is not offered outside Germany', async () => {
    const { element } = await mountMoneyCart({ tenant: 'MD_AT' });
    expectAbsent($(element, '[data-section="loyalty"]'), 'loyalty section');
  });

  it('new design: the entry shows at once; wrong length and invalid numbers are refused', async () => {
    const { element } = await mountMoneyCart();
    expect(loyalty(element).dataset.design).to.equal('new');
    expect(numberInput(element)?.labels?.[0]?.textContent).to.equal('Kundennummer');
    await expectAccessible(element);
    await enterNumber(element, '12345');
    await waitUntil(() => message(element) === 'Die Kundennummer besteht aus 10 Ziffern.');
    expect(submit(element).disabled).to.equal(true);
    await expectAccessible(element);
    typeInto(numberInput(element) as HTMLInputElement, '12345abcde');
    await waitUntil(() => message(element) === 'Die eingegebene Kundennummer ist nicht gültig.');
    expect(await recordedPosts()).to.deep.equal([]);
  });

  it('sets the number, shows it with the points, and changes the number', async () => {
    const { element } = await mountMoneyCart();
    await enterNumber(element, '1234567890');
    await waitUntil(() => loyalty(element).querySelector('[data-loyalty-number]'));
    expect(textOf(loyalty(element).querySelector('[data-loyalty-number]'))).to.equal(
      'Kundennummer: 1234567890',
    );
    const server = await serverCart();
    const points = `${(server.payback?.points ?? 0).toLocaleString('de-DE')}\u00a0°P`;
    expect(textOf(loyalty(element).querySelector('[data-loyalty-points]'))).to.equal(
      `Mit dieser Bestellung sammelst du ${points}.`,
    );
    expect(textOf($(element, '[data-row="points"] dd'))).to.equal(points);
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: SET, body: { paybackNumber: '1234567890' } },
    ]);
    await expectAccessible(element);

    buttonNamed(element, 'Nummer ändern')?.click();
    await waitUntil(() => numberInput(element));
    expect(numberInput(element)?.value).to.equal('1234567890');
    await waitForFocusOn(element, numberInput(element));
    await enterNumber(element, '0987654321');
    await waitUntil(() =>
      textOf(loyalty(element).querySelector('[data-loyalty-number]')).endsWith('0987654321'),
    );
    // Focus moves in an effect after the commit that shows the number; Firefox can run the poll in between.
    await waitUntil(
      () => shadow(element).activeElement === buttonNamed(element, 'Nummer ändern'),
      'focus back on the change button',
    );
    expectFocusOn(element, buttonNamed(element, 'Nummer ändern'));
  });

  it('changes the account: the number is removed and the entry opens empty', async () => {
    const { element } = await mountMoneyCart();
    await enterNumber(element, '1234567890');
    await waitUntil(() => buttonNamed(element, 'Konto wechseln'));
    buttonNamed(element, 'Konto wechseln')?.click();
    await waitUntil(() => numberInput(element));
    expect(numberInput(element)?.value).to.equal('');
    expect((await serverCart()).payback?.number).to.equal(undefined);
    expectAbsent($(element, '[data-row="points"]'), 'points row');
  });

  it('old design: the entry opens from a button', async () => {
    const { element } = await mountMoneyCart({ newDesign: false });
    expect(loyalty(element).dataset.design).to.equal('old');
    expectAbsent(numberInput(element), 'number input');
    await expectAccessible(element);
    buttonNamed(element, 'Kundennummer eingeben')?.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => numberInput(element));
    await waitForFocusOn(element, numberInput(element));
    await expectAccessible(element);
  });

  it('uses the capitalised address form for the second brand', async () => {
    const { element } = await mountMoneyCart({ tenant: 'MD_DE' });
    expect(textOf(loyalty(element).querySelector('p'))).to.equal(
      'Gib Deine Kundennummer ein und sammle mit dieser Bestellung Punkte.',
    );
  });

  for (const [fault, text] of [
    ['500', 'Bei der Eingabe ist ein Fehler aufgetreten'],
    ['not-json', 'Die Antwort des Servers konnte nicht gelesen werden'],
    ['drop', 'Keine Verbindung zum Server'],
  ] as const) {
    it(`keeps the last good cart and says why under the field when the number fails with ${fault}`, async () => {
      const { cart, element } = await mountMoneyCart();
      await armFault(SET, fault);
      await enterNumber(element, '1234567890');
      await waitUntil(() => message(element).startsWith(text), message(element), { timeout: 5000 });
      expect(await callsTo(SET), 'one call, failed once (no silent retry)').to.have.length(1);
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      expectAbsent(loyalty(element).querySelector('[data-loyalty-number]'), 'loyalty number');
      await expectAccessible(element);
    });
  }
});

describe('friends discount', () => {
  const badges = (element: Element) => $$(element, '[data-friends-badge]');

  it('shows the badge on the friends experience only, and explains it in a modal loaded on click', async () => {
    const { cart, element } = await mountMoneyCart();
    const friends = cart.items.filter((item) => item.product.hasFriendsDiscount);
    expect(badges(element)).to.have.length(friends.length);
    const badge = badges(element)[0] as HTMLButtonElement;
    expect(textOf(badge)).to.equal('Code: FRIENDS | -10% ab dem 2. Gutschein');
    expect(badge.closest('[data-item-id]')?.getAttribute('data-item-id')).to.equal(friends[0]?.id);
    await expectAccessible(element);
    const dialog = await openModalByKeyboard(element, badge);
    expect(textOf(dialog.querySelector('h2'))).to.equal('Freunde-Rabatt');
    expect(textOf(dialog)).to.contain('10 % ab dem 2. Gutschein für dasselbe Erlebnis');
    await expectAccessible(element);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(element, 'dialog') === null, 'the modal closes');
    expectFocusOn(element, badge);
  });

  it('applies by itself from the second voucher, offers "change", and gives way to another code', async () => {
    const { cart, element } = await mountMoneyCart({ loggedIn: true });
    const skydive = cart.items.find((item) => item.product.hasFriendsDiscount);
    const select = $(element, `[data-item-id="${skydive?.id}"] select`) as HTMLSelectElement;
    choose(select, '2');
    await waitUntil(() => $(element, '[data-row="discount"]'), 'the friends discount applies');
    const applied = section(element, 'discount').querySelector('[data-applied-discount]');
    expect(textOf(applied)).to.contain('FRIENDS');
    const change = [...(applied?.querySelectorAll('button') ?? [])].find(
      (button) => textOf(button) === 'Ändern',
    );
    change?.click();
    await waitUntil(() => section(element, 'discount').querySelector('input'), 'the entry opens');
    await waitForFocusOn(element, section(element, 'discount').querySelector('input'));
    typeInto(section(element, 'discount').querySelector('input') as HTMLInputElement, 'SOMMER10');
    (section(element, 'discount').querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitUntil(() =>
      textOf(section(element, 'discount').querySelector('[data-applied-discount]')).includes('SOMMER10'),
    );
    const server = await serverCart();
    expect(server.coupon?.code).to.equal('SOMMER10');
    expect(shownTotal(element)).to.equal(euro(server.total.gross.amount));
    await expectAccessible(element);
  });
});
