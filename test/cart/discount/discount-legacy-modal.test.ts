// The discount code entry of the old design: the legacy modal, its focus and Escape.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, textOf } from '../../helpers/cart-fixture.js';
import { waitForServerVersion } from '../../helpers/reference-api.js';
import {
  activeElement,
  expectAccessible,
  expectFocusOn,
  mountMoneyCart,
  openModalByKeyboard,
} from '../../helpers/money-cart.js';
import { discount, openButton, submitButtonIn } from '../../helpers/discount-entry.js';

describe('discount code entry (old design: the legacy modal)', () => {
  it('opens the legacy modal, applies a code, closes and returns focus to its opener', async () => {
    const { cart, element } = await mountMoneyCart({ loggedIn: true, newDesign: false });
    const opener = openButton(element);
    expect(opener.getAttribute('aria-haspopup')).to.equal('dialog');
    await expectAccessible(element);
    const dialog = await openModalByKeyboard(element, opener);
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
