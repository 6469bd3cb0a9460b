// The discount code entry of the new design: opening it, typing and checking a code, the submitting
// state, and the texts for anonymous visitors in both brand forms.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { euro, shownTotal, textOf } from '../../helpers/cart-fixture.js';
import { armFault, recordedPosts, releaseHeld, waitForServerVersion } from '../../helpers/reference-api.js';
import {
  activeElement,
  expectAccessible,
  expectFocusOn,
  mountMoneyCart,
  typeInto,
  waitForFocusOn,
} from '../../helpers/money-cart.js';
import { expectAbsent } from '../../helpers/assertions.js';
import {
  ADD,
  codeInput,
  discount,
  fieldMessage,
  openButton,
  openEntry,
  submitButton,
  submitCode,
} from '../../helpers/discount-entry.js';

describe('discount code entry (new design)', () => {
  it('is closed at first, opens inline by keyboard, and passes axe closed and open', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    expectAbsent(codeInput(element), 'code input');
    expect(openButton(element).getAttribute('aria-expanded')).to.equal('false');
    await expectAccessible(element);
    openButton(element).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => codeInput(element), 'the form opens');
    expect(openButton(element).getAttribute('aria-expanded')).to.equal('true');
    await waitForFocusOn(element, codeInput(element));
    await expectAccessible(element);
  });

  it('moves the focus into the field after the frame that shows it, not once the shopper moved it', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    const opener = openButton(element);
    opener.focus();
    // Right after the commit that shows the field (a mutation observer's callback runs before the frame
    // paints): the focus is still on the opener, and the shopper moves it on.
    const focusedAtCommit = new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!codeInput(element)) return;
        observer.disconnect();
        resolve(activeElement(element));
        submitButton(element).focus();
      });
      observer.observe(element.shadowRoot as ShadowRoot, { childList: true, subtree: true });
    });
    opener.click();
    expect((await focusedAtCommit) === opener, 'the focus on the opener as the field shows').to.equal(true);
    // The focus stays where the shopper moved it. The field's wait for the frame ends at the latest 100 ms
    // after it showed (after-next-paint.ts), a timer set before this one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expectFocusOn(element, submitButton(element));
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

  it('asks for the voucher code when the field is empty in the redemption flow, and sends nothing', async () => {
    const { element } = await mountMoneyCart({ mode: 'redemption' });
    await openEntry(element);
    submitButton(element).click();
    await waitUntil(
      () => fieldMessage(element) === 'Bitte gib deinen Gutscheincode ein.',
      fieldMessage(element),
    );
    expect(submitButton(element).disabled).to.equal(true);
    await expectAccessible(element);
    expect(await recordedPosts()).to.deep.equal([]);
  });

  it('refuses special characters in the redemption flow with the voucher code text, and sends nothing', async () => {
    const { element } = await mountMoneyCart({ mode: 'redemption' });
    await submitCode(element, 'WG-12/34');
    await waitUntil(() => fieldMessage(element) === 'Es sind keine Sonderzeichen erlaubt, wie z.B. / # $');
    expect(await recordedPosts()).to.deep.equal([]);
  });

  it('sends a discount code with _ or . to the server instead of refusing it', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    await submitCode(element, 'SOMMER_10.A');
    // The reference API knows no such code: 700, with the server's words and the hotline hint.
    await waitUntil(
      () => fieldMessage(element).startsWith('Dieser Rabattcode ist leider ungültig'),
      fieldMessage(element),
    );
    expect(fieldMessage(element)).to.not.contain('Sonderzeichen');
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: ADD, body: { coupon: 'SOMMER_10.A', referer: location.href } },
    ]);
  });

  it('lets the server refuse a voucher code with special characters where the field takes either kind', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    await submitCode(element, 'WG-12/34');
    await waitUntil(
      () => fieldMessage(element) === 'Es sind keine Sonderzeichen erlaubt, wie z.B. / # $',
      fieldMessage(element),
    );
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: ADD, body: { coupon: 'WG-12/34', referer: location.href } },
    ]);
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

  it('shows an anonymous visitor no login hint in the redemption flow, and applies the voucher', async () => {
    const { cart, element } = await mountMoneyCart({ loggedIn: false, mode: 'redemption' });
    await openEntry(element);
    expectAbsent(discount(element).querySelector('[data-field-message="helper"]'), 'login hint');
    expect(textOf(discount(element))).to.not.contain('melde dich bitte');
    await submitCode(element, 'WG-25');
    await waitForServerVersion(cart.cartVersion + 1);
    await waitUntil(() => codeInput(element) === null, 'the form closes once the voucher is on the cart');
    expect(await recordedPosts()).to.deep.equal([
      { method: 'POST', path: ADD, body: { coupon: 'WG-25', referer: location.href } },
    ]);
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
});
