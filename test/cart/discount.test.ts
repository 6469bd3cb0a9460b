import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, euro, removeMounted, shownTotal, textOf } from '../helpers/cart-fixture.js';
import {
  armErrorCode,
  armFault,
  callsTo,
  recordedPosts,
  releaseHeld,
  serverCart,
  waitForServerVersion,
} from '../helpers/reference-api.js';
import {
  activeElement,
  expectAccessible,
  expectFocusOn,
  mountMoneyCart,
  section,
  typeInto,
} from '../helpers/money-cart.js';
import { expectAbsent, expectPresent } from '../helpers/assertions.js';

const ADD = '/api/cart/add-coupon';
const REMOVE = '/api/cart/remove-coupon';

const discount = (element: Element) => section(element, 'discount');
const codeInput = (element: Element) => discount(element).querySelector('input') as HTMLInputElement | null;
const submitButton = (element: Element) =>
  discount(element).querySelector('button[type="submit"]') as HTMLButtonElement;
const fieldMessage = (element: Element) =>
  textOf(discount(element).querySelector('[data-field-message="error"]'));
const openButton = (element: Element) =>
  [...discount(element).querySelectorAll('button')].find((button) =>
    textOf(button).startsWith('Rabattcode oder Gutscheincode'),
  ) as HTMLButtonElement;

async function openEntry(element: Element) {
  openButton(element).click();
  await waitUntil(() => codeInput(element), 'the form opens');
  return codeInput(element) as HTMLInputElement;
}

async function submitCode(element: Element, code: string) {
  const input = codeInput(element) ?? (await openEntry(element));
  typeInto(input, code);
  submitButton(element).click();
}

describe('discount code entry (new design)', () => {
  afterEach(removeMounted);

  it('is closed at first, opens inline by keyboard, and passes axe closed and open', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    expectAbsent(codeInput(element), 'code input');
    expect(openButton(element).getAttribute('aria-expanded')).to.equal('false');
    await expectAccessible(element);
    openButton(element).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => codeInput(element), 'the form opens');
    expect(openButton(element).getAttribute('aria-expanded')).to.equal('true');
    expectFocusOn(element, codeInput(element));
    await expectAccessible(element);
  });

  it('forces upper case, applies a code with coupon and referer, closes and shows the server total', async () => {
    const { cart, element } = await mountMoneyCart({ loggedIn: true });
    const input = await openEntry(element);
    input.focus();
    await sendKeys({ type: 'sommer10' });
    expect(input.value).to.equal('SOMMER10');
    await sendKeys({ press: 'Enter' });
    const after = await waitForServerVersion(cart.cartVersion + 1);
    await waitUntil(() => codeInput(element) === null, 'the form closes on success');
    await waitUntil(() => shownTotal(element) === euro(after.total.gross.amount));
    expect(textOf(discount(element).querySelector('[data-applied-discount]'))).to.contain(
      'Rabattcode: SOMMER10',
    );
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: ADD, body: { coupon: 'SOMMER10', referer: location.href } },
    ]);
    // Focus goes back to the entry's opener.
    expectFocusOn(element, openButton(element));
    await expectAccessible(element);
  });

  it('says a code is required, disables the submit while the error shows, and sends nothing', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    await openEntry(element);
    submitButton(element).click();
    await waitUntil(() => fieldMessage(element) === 'Bitte Rabattcode eingeben.');
    expect(submitButton(element).disabled).to.equal(true);
    expect(codeInput(element)?.getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(element);
    typeInto(codeInput(element) as HTMLInputElement, 'X');
    await waitUntil(() => !submitButton(element).disabled);
    expect(await recordedPosts()).to.deep.equal([]);
  });

  it('refuses special characters with the voucher code text', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    await submitCode(element, 'WG-12/34');
    await waitUntil(() => fieldMessage(element) === 'Es sind keine Sonderzeichen erlaubt, wie z.B. / # $');
    expect(await recordedPosts()).to.deep.equal([]);
  });

  it('shows the submitting state while the answer is slow, and passes axe then', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    // Held while the test looks at the submitting state.
    await armFault(ADD, 'hold');
    await submitCode(element, 'SOMMER10');
    await waitUntil(() => textOf(submitButton(element)) === 'Wird eingelöst …');
    expect(submitButton(element).disabled).to.equal(true);
    expect(discount(element).querySelector('form')?.getAttribute('aria-busy')).to.equal('true');
    await expectAccessible(element);
    expect(textOf(submitButton(element)), 'axe saw the submitting state').to.equal('Wird eingelöst …');
    await releaseHeld(ADD);
    await waitUntil(() => codeInput(element) === null, 'closes once applied', { timeout: 5000 });
  });

  it('tells an anonymous visitor that a discount code needs an account, and why it failed', async () => {
    const { element } = await mountMoneyCart({ loggedIn: false });
    const input = await openEntry(element);
    const helper = discount(element).querySelector('[data-field-message="helper"]');
    expect(textOf(helper)).to.equal(
      'Um den Rabattcode anzuwenden, melde dich bitte in deinem Erlebnis-Konto an oder registriere dich.',
    );
    expect(input.getAttribute('aria-describedby')).to.contain(helper?.id ?? 'none');
    await submitCode(element, 'SOMMER10');
    await waitUntil(() => fieldMessage(element).startsWith('Du bist nicht angemeldet.'));
    expect(fieldMessage(element)).to.contain('melde dich bitte in deinem Erlebnis-Konto an');
    await expectAccessible(element);
  });

  it('uses the capitalised address form for the second brand', async () => {
    const { element } = await mountMoneyCart({ loggedIn: false, tenant: 'MD_DE' });
    await openEntry(element);
    expect(textOf(discount(element).querySelector('[data-field-message="helper"]'))).to.equal(
      'Um den Rabattcode anzuwenden, melde Dich bitte in Deinem Erlebnis-Konto an oder registriere Dich.',
    );
    await expectAccessible(element);
  });

  for (const [code, status] of [
    ['ABGELAUFEN', 'Dieser Rabattcode ist leider ungültig oder nicht mehr gültig.'],
    ['ZUWENIG', 'Der Mindestbestellwert für diesen Rabattcode ist nicht erreicht.'],
    ['TECHNIK', 'Rabattcodes können aus technischen Gründen gerade nicht eingelöst werden.'],
    ['KAMPAGNE', 'Die Rabattaktion kann derzeit nicht ausgewertet werden.'],
  ] as const) {
    it(`shows the server message and the hotline hint under the field for ${code}`, async () => {
      const { cart, element } = await mountMoneyCart({ loggedIn: true });
      await submitCode(element, code);
      await waitUntil(() => fieldMessage(element).startsWith(status), fieldMessage(element));
      expect(fieldMessage(element)).to.contain('hilft dir unsere Hotline');
      // Under the field, not as the page's notice; the cart stays as it was.
      expectAbsent($(element, '[role="alert"]'), 'page alert');
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      expectFocusOn(element, codeInput(element));
      await expectAccessible(element);
    });
  }

  for (const [code, text] of [
    ['WG-LEER', 'Dein Wertgutschein hat kein Guthaben mehr.'],
    ['WG-UNBEZAHLT', 'Eine Zahlung per Rechnung kann bis zu zwei Tage dauern.'],
    ['WG-WAEHRUNG', 'nur über unsere Hotline eingelöst werden'],
    ['WG-AUSLAND', 'in dem Land ein, in dem du ihn gekauft hast'],
    ['WG-ABGELAUFEN', 'abgelaufen oder nicht gültig'],
    ['WG-NIRGENDWO', 'keinen Wertgutschein gefunden'],
    ['WG-GESPERRT', 'gesperrt'],
    ['WG-ERSTATTUNG', 'nicht auf deinen Wertgutschein zurückgebucht'],
    ['WG-UNGUELTIG', 'Bitte prüfe die Schreibweise'],
  ] as const) {
    it(`shows the meaning of the value voucher error for ${code}`, async () => {
      const { element } = await mountMoneyCart({ mode: 'redemption' });
      await submitCode(element, code);
      await waitUntil(() => fieldMessage(element).includes(text), fieldMessage(element));
    });
  }

  it('links to the shop when the cart holds value voucher products (920)', async () => {
    const { element } = await mountMoneyCart();
    await submitCode(element, 'WG-25');
    await waitUntil(() => fieldMessage(element).startsWith('In deinem Warenkorb sind Wertgutscheine.'));
    const link = discount(element).querySelector('a[href="/"]');
    expect(textOf(link)).to.equal('Weiter im Shop umschauen');
    await expectAccessible(element);
  });

  for (const [fault, text] of [
    ['500', 'Bei der Eingabe ist ein Fehler aufgetreten. Bitte versuche es später erneut. Du erreichst'],
    ['not-json', 'Die Antwort des Servers konnte nicht gelesen werden.'],
    ['invalid-cart', 'Die Antwort des Servers konnte nicht gelesen werden.'],
    ['drop', 'Keine Verbindung zum Server.'],
  ] as const) {
    it(`keeps the last good cart and says why under the field when add-coupon fails with ${fault}`, async () => {
      const { cart, element } = await mountMoneyCart({ loggedIn: true });
      await armFault(ADD, fault);
      await submitCode(element, 'SOMMER10');
      await waitUntil(() => fieldMessage(element).startsWith(text), fieldMessage(element), { timeout: 5000 });
      expect(await callsTo(ADD), 'one call, failed once (no silent retry)').to.have.length(1);
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      expectAbsent(discount(element).querySelector('[data-applied-discount]'), 'applied discount');
    });
  }

  it('shows the generic message for the server error codes 0 and 203', async () => {
    for (const code of [0, 203]) {
      const { element } = await mountMoneyCart({ loggedIn: true });
      await armErrorCode(ADD, code);
      await submitCode(element, 'SOMMER10');
      await waitUntil(() => fieldMessage(element).startsWith('Bei der Eingabe ist ein Fehler aufgetreten.'));
      removeMounted();
    }
  });

  it('is overtaken by a newer cart change: nothing is torn down, and the newest cart shows the code the server applied', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    // 'hold': the server applies the code at once and answers when released, after the newer change answered.
    await armFault(ADD, 'hold');
    await submitCode(element, 'SOMMER10');
    await waitUntil(() => textOf(submitButton(element)) === 'Wird eingelöst …');
    const shown = await serverCart();
    const item = shown.items.find((candidate) => !candidate.appointment) ?? shown.items[0];
    const select = $(element, `[data-item-id="${item?.id}"] select`) as HTMLSelectElement;
    select.value = String((item?.quantity ?? 1) + 1);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const newer = await waitForServerVersion(shown.cartVersion + 1);
    await waitUntil(
      () => shownTotal(element) === euro(newer.total.gross.amount),
      'the newer change answered',
    );
    await releaseHeld(ADD);
    await waitUntil(
      () => discount(element).querySelector('[data-applied-discount]'),
      'the code shows applied',
      {
        timeout: 5000,
      },
    );
    const now = await serverCart();
    expect(now.coupon?.code).to.equal('SOMMER10');
    await waitUntil(() => shownTotal(element) === euro(now.total.gross.amount), 'the newest cart shows', {
      timeout: 5000,
    });
    expect(textOf($(element, '[part="cart"] [role="alert"]'))).to.equal('');
  });

  it('deletes an applied coupon, and a failed delete keeps it and says why', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    await submitCode(element, 'ERLEBNIS15');
    await waitUntil(() => discount(element).querySelector('[data-applied-discount]'));
    const deleteButton = () =>
      discount(element).querySelector('[aria-label="Rabattcode ERLEBNIS15 löschen"]') as HTMLButtonElement;
    await armFault(REMOVE, '500');
    deleteButton().click();
    await waitUntil(() => textOf($(element, '[role="alert"]')).startsWith('Bei der Eingabe'));
    expectPresent(deleteButton(), 'delete button');
    // the failed delete ends with a reconciling GET; a click while the cart is still busy is ignored
    await waitUntil(
      () => !$<HTMLButtonElement>(element, '[part="next-step"]')?.disabled,
      'the cart settled after the failed delete',
      { timeout: 5000 },
    );
    deleteButton().click();
    await waitUntil(() => discount(element).querySelector('[data-applied-discount]') === null, 'deleted', {
      timeout: 5000,
    });
    const server = await serverCart();
    expect(server.coupon).to.equal(undefined);
    await waitUntil(() => shownTotal(element) === euro(server.total.gross.amount));
    expect((await recordedPosts()).filter((post) => post.path === REMOVE)).to.have.length(2);
  });

  it('shows a code longer than 16 characters by its campaign name', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    await submitCode(element, 'GEBURTSTAGSUEBERRASCHUNG');
    await waitUntil(() => discount(element).querySelector('[data-applied-discount]'));
    const text = textOf(discount(element).querySelector('[data-applied-discount]'));
    expect(text).to.not.contain('GEBURTSTAGSUEBERRASCHUNG');
    const server = await serverCart();
    expect(text).to.contain(`Rabattcode: ${server.discount?.campaign ?? 'none'}`);
  });

  it('removes the discount cookies once a coupon is added', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    document.cookie = 'shop_discount_code=SOMMER; path=/';
    document.cookie = 'shop_discount_campaign=Sommer; path=/';
    expect(document.cookie).to.contain('shop_discount_code=SOMMER');
    await submitCode(element, 'SOMMER10');
    await waitUntil(() => discount(element).querySelector('[data-applied-discount]'));
    await waitUntil(() => !document.cookie.includes('shop_discount_'), 'the discount cookies are removed');
  });
});

describe('discount code entry (old design: the legacy modal)', () => {
  afterEach(removeMounted);

  it('opens the legacy modal, applies a code, closes and returns focus to its opener', async () => {
    const { cart, element } = await mountMoneyCart({ loggedIn: true, newDesign: false });
    const opener = openButton(element);
    expect(opener.getAttribute('aria-haspopup')).to.equal('dialog');
    await expectAccessible(element);
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => $(element, 'dialog')?.hasAttribute('open'), 'the modal opens');
    const dialog = $(element, 'dialog') as HTMLDialogElement;
    expect(textOf(dialog.querySelector('h2'))).to.equal('Rabattcode einlösen');
    const input = dialog.querySelector('input') as HTMLInputElement;
    await waitUntil(() => activeElement(element) === input, 'focus in the field');
    await expectAccessible(element);
    submitButtonIn(dialog).click();
    await waitUntil(() => textOf(dialog.querySelector('[data-field-message="error"]')) !== '');
    await expectAccessible(element);
    await sendKeys({ type: 'sommer10' });
    await sendKeys({ press: 'Enter' });
    await waitForServerVersion(cart.cartVersion + 1);
    await waitUntil(() => $(element, 'dialog') === null, 'the modal closes on success');
    expectFocusOn(element, opener);
    expect(textOf(discount(element).querySelector('[data-applied-discount]'))).to.contain('SOMMER10');
    await expectAccessible(element);
  });

  it('closes with Escape', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true, newDesign: false });
    const opener = openButton(element);
    opener.focus();
    opener.click();
    await waitUntil(() => $(element, 'dialog')?.hasAttribute('open'), 'the modal opens');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(element, 'dialog') === null, 'the modal closes');
    expectFocusOn(element, opener);
  });
});

const submitButtonIn = (root: Element) => root.querySelector('button[type="submit"]') as HTMLButtonElement;
