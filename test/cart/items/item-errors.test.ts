// Where a failed change is told (issue 8 point 6): at the item that failed, while it is in the cart; at
// the top of the page for changes of the whole cart and for an item that left the cart (focus moves there).
// (Elements are compared with === : a failed chai comparison of DOM nodes can hang the runner.)
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../../src/domain/index.js';
import { $, $$, choose, mountShopCart, textOf } from '../../helpers/cart-fixture.js';
import { waitUntilSettled } from '../../helpers/page-vs-server.js';
import { armFault, resetCart } from '../../helpers/reference-api.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';
import { CART_CALL_ROWS } from '../sync/fault-matrix-rows.js';

const GENERIC = 'Bei der Eingabe ist ein Fehler aufgetreten';
const tileOf = (element: Element, item: CartItem) => $(element, `[part="item"][data-item-id="${item.id}"]`)!;
const tileError = (element: Element, item: CartItem) =>
  tileOf(element, item).querySelector('[data-item-error]');
const pageError = (element: Element) => $(element, '[data-cart-change-error]');

async function openPage(visitor: Parameters<typeof resetCart>[0] = {}) {
  const cart = await resetCart({ seed: 'default', ...visitor });
  const element = mountShopCart({ data: { props: { cart } } });
  await waitUntil(() => $$(element, '[part="item"]').length > 0, 'tiles', { timeout: 5000 });
  return { cart, element };
}

/** The last item with a quantity dropdown: the one furthest down the list. */
const lastPlainItem = (cart: Cart): CartItem => cart.items.filter((item) => !item.appointment).at(-1)!;

describe('where a failed change is told', () => {
  beforeEach(clearBrowserStorage);

  it('tells a failed quantity change at the item that failed, in a live region, not at the top', async () => {
    const { cart, element } = await openPage();
    const item = lastPlainItem(cart);
    const others = cart.items.filter((other) => other.id !== item.id);
    await armFault('/api/cart/set-item-quantity', '500');
    choose(tileOf(element, item).querySelector('select')!, String(item.quantity + 1));
    await waitUntil(() => textOf(tileError(element, item)).includes(GENERIC), 'message at the tile', {
      timeout: 5000,
    });
    await waitUntilSettled(element);
    const region = tileError(element, item)!;
    expect(region.getAttribute('role')).to.equal('alert');
    expect(textOf(region)).to.contain('Hotline');
    expect(pageError(element) === null, 'no message at the top').to.equal(true);
    for (const other of others) expect(tileError(element, other) === null, other.id).to.equal(true);
    await expect(element).to.be.accessible();

    // The next confirmed change clears it.
    choose(tileOf(element, item).querySelector('select')!, String(item.quantity + 1));
    await waitUntil(() => tileError(element, item) === null, 'message cleared', { timeout: 5000 });
  });

  it('tells a failed removal at the item, which stays in the cart', async () => {
    const { cart, element } = await openPage();
    const item = lastPlainItem(cart);
    await armFault('/api/cart/remove-item', 'error', { code: 500 });
    tileOf(element, item).querySelector<HTMLButtonElement>('[data-action="remove"]')!.click();
    await waitUntil(() => textOf(tileError(element, item)) !== '', 'message at the tile', { timeout: 5000 });
    await waitUntilSettled(element);
    expect(pageError(element) === null, 'no message at the top').to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('moves the message to the top and the focus to it when the failed item left the cart', async () => {
    const { cart, element } = await openPage();
    const item = lastPlainItem(cart);
    // The server removes it, but the answer never arrives: the reload after it shows the item gone.
    await armFault('/api/cart/remove-item', 'lost-answer');
    tileOf(element, item).querySelector<HTMLButtonElement>('[data-action="remove"]')!.click();
    await waitUntil(() => pageError(element), 'message at the top', { timeout: 5000 });
    await waitUntilSettled(element);
    expect($$(element, `[part="item"][data-item-id="${item.id}"]`)).to.have.length(0);
    expect(textOf(pageError(element))).to.contain('Keine Verbindung zum Server');
    expect(element.shadowRoot!.activeElement === pageError(element), 'focus on the message').to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('tells a failure of the whole cart (a coupon) at the top of the page', async () => {
    const row = CART_CALL_ROWS.find((candidate) => candidate.name === 'remove-coupon')!;
    await resetCart({ seed: 'default', ...row.visitor });
    await row.prepare?.();
    const startup = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as {
      tenant: string;
      props: { cart: Cart };
    };
    const element = mountShopCart({ attributes: { tenant: startup.tenant, locale: 'de' }, data: startup });
    await waitUntil(() => $$(element, '[part="item"]').length > 0, 'tiles', { timeout: 5000 });
    await armFault(row.path, '500');
    await row.act(element, startup.props.cart);
    await waitUntil(() => textOf(pageError(element)).includes(GENERIC), 'message at the top', {
      timeout: 5000,
    });
    await waitUntilSettled(element);
    expect(textOf(pageError(element)!.querySelector('[role="alert"]'))).to.contain('Hotline');
    expect($$(element, '[part="item"] [data-item-error]')).to.have.length(0);
    await expect(element).to.be.accessible();
  });
});
