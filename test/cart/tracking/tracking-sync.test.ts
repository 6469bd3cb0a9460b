// One event per confirmed change, however many carts show it: two <shop-cart> on one page, and two tabs
// (the second page of test/plugins/second-page.mjs, with its own data layer).
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { Cart, CartItem } from '../../../src/domain/index.js';
import { $, choose, mountShopCart, removeMounted, waitForTiles } from '../../helpers/cart-fixture.js';
import {
  dataLayer,
  ecommerceEvent,
  eventNames,
  expectedItem,
  resetTracking,
  waitForEntries,
  type Entry,
} from '../../helpers/data-layer.js';
import { resetCart } from '../../helpers/reference-api.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';

const BOX = '30005';
const boxOf = (cart: Cart): CartItem => cart.items.find((item) => item.product.productId === BOX)!;
const selectOf = (element: Element, item: CartItem) =>
  $<HTMLSelectElement>(element, `[data-item-id="${item.id}"] select`)!;

async function inSecondPage<T>(expression: string): Promise<T> {
  const answer = await executeServerCommand<{ value: T }, { expression: string }>('second-page-evaluate', {
    expression,
  });
  if (!answer) throw new Error('the second page did not answer');
  return answer.value;
}

const secondDataLayer = () => inSecondPage<Entry[]>('JSON.parse(JSON.stringify(window.dataLayer ?? []))');
const secondVersion = () => inSecondPage<number | null>('window.cartChanges.at(-1)?.cartVersion ?? null');

async function waitForSecond<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string) {
  await waitUntil(async () => ok(await read()), what, { timeout: 8000, interval: 100 });
}

const addToCart = (item: CartItem, quantity: number) =>
  ecommerceEvent('add_to_cart', {
    currency: 'EUR',
    value: Math.round(item.product.price.gross.amount * quantity * 100) / 100,
    items: [expectedItem(item, { quantity })],
  });

describe('tracking: one event per confirmed change', () => {
  beforeEach(async () => {
    await clearBrowserStorage();
    resetTracking();
  });
  afterEach(async () => {
    removeMounted();
    resetTracking();
    await executeServerCommand('second-page-close');
  });

  it('two carts on one page: one view_cart, and a change in either is counted once', async () => {
    const cart = await resetCart({ seed: 'default' });
    const first = mountShopCart({ data: { props: { cart } } });
    const second = mountShopCart({ data: {} });
    await waitForTiles(first);
    await waitForTiles(second);
    await waitForEntries(4);
    const box = boxOf(cart);

    choose(selectOf(first, box), '2');
    await waitForEntries(6);
    await waitUntil(() => selectOf(second, box).value === '2', 'the other cart follows');
    choose(selectOf(second, box), '4');
    await waitForEntries(8);
    await waitUntil(() => selectOf(first, box).value === '4', 'the first cart follows');
    // One more change in the first cart: anything the refetches caused would come before it.
    choose(selectOf(first, box), '5');
    await waitForEntries(10);
    // Tracking of a cart runs as it is applied, before it renders: once the other cart shows it, any event
    // of its refetch would be in the data layer.
    await waitUntil(() => selectOf(second, box).value === '5', 'the other cart follows');

    expect(eventNames()).to.deep.equal([
      null,
      'view_cart',
      null,
      'view_promotion',
      null,
      'add_to_cart',
      null,
      'add_to_cart',
      null,
      'add_to_cart',
    ]);
    expect(dataLayer().slice(4)).to.deep.equal([
      ...addToCart(box, 1),
      ...addToCart(box, 2),
      ...addToCart(box, 1),
    ]);
  });

  it('two tabs: each change is tracked in the tab that made it; a synced tab only moves its baseline', async () => {
    const cart = await resetCart({ seed: 'default' });
    const box = boxOf(cart);
    const element = mountShopCart({ data: {} });
    await waitForTiles(element);
    await waitForEntries(4);
    await executeServerCommand('second-page-open', { path: '/test/plugins/second-tab.html' });
    await waitForSecond(secondVersion, (version) => version === cart.cartVersion, 'second tab loads');
    await waitForSecond(secondDataLayer, (layer) => layer.length === 4, 'second tab views its cart');

    // This tab changes: the other tab refetches and tracks nothing.
    choose(selectOf(element, box), '3');
    await waitForEntries(6);
    await waitForSecond(secondVersion, (version) => version === cart.cartVersion + 1, 'second tab follows');

    // The other tab changes: this tab refetches and tracks nothing, the other tab tracks it.
    const changed = await inSecondPage<boolean>(`(() => {
      const select = document.querySelector('shop-cart').shadowRoot
        .querySelector('[data-item-id="${box.id}"] select');
      select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    })()`);
    expect(changed).to.equal(true);
    await waitForSecond(secondDataLayer, (layer) => layer.length === 6, 'second tab tracks its change');
    await waitUntil(() => selectOf(element, box).value === '1', 'this tab follows', { timeout: 8000 });

    // This tab again: its baseline is the synced cart (1), so 1 -> 2 is one unit.
    choose(selectOf(element, box), '2');
    await waitForEntries(8);
    await waitForSecond(secondVersion, (version) => version === cart.cartVersion + 3, 'second tab follows');

    expect(dataLayer().slice(4)).to.deep.equal([...addToCart(box, 2), ...addToCart(box, 1)]);
    const theirs = await secondDataLayer();
    expect(theirs.map((entry) => entry.event ?? null)).to.deep.equal([
      null,
      'view_cart',
      null,
      'view_promotion',
      null,
      'remove_from_cart',
    ]);
    expect(theirs.slice(4)).to.deep.equal(
      ecommerceEvent('remove_from_cart', {
        currency: 'EUR',
        value: 119.8,
        items: [expectedItem(box, { quantity: 2 })],
      }),
    );
  });
});
