// An applied discount code: overtaken by a newer change, deleted (and a failed delete), a long code shown
// by its campaign, and the discount cookies removed once a coupon is added.
import { expect, waitUntil } from '@open-wc/testing';
import { $, euro, shownTotal, textOf, choose } from '../../helpers/cart-fixture.js';
import {
  armFault,
  callsTo,
  recordedPosts,
  releaseHeld,
  serverCart,
  waitForServerVersion,
} from '../../helpers/reference-api.js';
import { mountMoneyCart } from '../../helpers/money-cart.js';
import { expectPresent } from '../../helpers/assertions.js';
import { isDisabled } from '../../helpers/delivery-cart.js';
import { ADD, REMOVE, discount, submitButton, submitCode } from '../../helpers/discount-entry.js';

describe('discount code entry (new design)', () => {
  it('is overtaken by a newer cart change: nothing is torn down, and the newest cart shows the code the server applied', async () => {
    const { element } = await mountMoneyCart({ loggedIn: true });
    // 'hold': the server applies the code at once and answers when released, after the newer change answered.
    await armFault(ADD, 'hold');
    await submitCode(element, 'SOMMER10');
    await waitUntil(() => textOf(submitButton(element)) === 'Wird eingelöst …');
    // The call goes out once the busy state has painted: the server has applied the code after that.
    await waitUntil(async () => (await callsTo(ADD)).length === 1, 'the code reached the server');
    const shown = await serverCart();
    const item = shown.items.find((candidate) => !candidate.appointment) ?? shown.items[0];
    const select = $(element, `[data-item-id="${item?.id}"] select`) as HTMLSelectElement;
    choose(select, String((item?.quantity ?? 1) + 1));
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
    // (the next step is a link: busy shows as aria-disabled; `.disabled` of a link is always undefined)
    await waitUntil(
      // The next step is a link: busy shows as aria-disabled (a link has no `disabled` property).
      () => !isDisabled($(element, '[part="next-step"]')),
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
