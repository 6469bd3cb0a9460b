// Two tabs of one browser context: the test page and a second page opened by the second-page plugin
// (test/plugins/second-page.mjs). Both show the visitor's cart from the reference API.
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { $, choose, mountShopCart, removeMounted, textOf, waitForTiles } from '../../helpers/cart-fixture.js';
import { armFault, callsTo, resetCart, serverCart } from '../../helpers/reference-api.js';
import { recordEvents } from '../../helpers/store.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';

interface Change {
  cartVersion: number;
  itemCount: number;
  total: { amount: number };
}

async function inSecondPage<T>(expression: string): Promise<T> {
  const answer = await executeServerCommand<{ value: T }, { expression: string }>('second-page-evaluate', {
    expression,
  });
  if (!answer) throw new Error('the second page did not answer');
  return answer.value;
}

const secondPageVersion = () => inSecondPage<number | null>('window.cartChanges.at(-1)?.cartVersion ?? null');

/** Sets an item's quantity in the second page as a shopper would. */
const chooseInSecondPage = (itemId: string, quantity: number) =>
  inSecondPage<boolean>(`(() => {
    const select = document.querySelector('shop-cart').shadowRoot
      .querySelector('[data-item-id="${itemId}"] select');
    if (!select) return false;
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    select.value = '${quantity}';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  })()`);

async function waitForSecondPage(version: number) {
  let seen: number | null = null;
  await waitUntil(
    async () => {
      seen = await secondPageVersion();
      return seen === version;
    },
    `second page should reach version ${version} (saw ${String(seen)})`,
    { timeout: 8000, interval: 100 },
  );
}

/**
 * The default seed's cart in this tab (mounted fresh, its `shop:cart-change` events recorded) and in a
 * second tab; answers the cart and two of its items without an appointment.
 */
async function twoTabsShowingTheCart() {
  const start = await resetCart({ seed: 'default' });
  const [a, b] = start.items.filter((item) => !item.appointment);
  if (!a || !b) throw new Error('seed needs two items without appointment');
  const mine = recordEvents<Change>('shop:cart-change');
  const element = mountShopCart({ data: { props: {} } });
  await waitForTiles(element);
  await executeServerCommand('second-page-open', { path: '/test/plugins/second-tab.html' });
  await waitForSecondPage(start.cartVersion);
  return { start, a, b, mine, element };
}

describe('cart sync across two tabs', () => {
  const path = location.pathname + location.search;
  beforeEach(clearBrowserStorage);
  afterEach(async () => {
    removeMounted();
    history.replaceState(null, '', path);
    await executeServerCommand('second-page-close');
  });

  it('converges on the newest cart after alternating changes, with the sync notice', async () => {
    const { start, a, b, mine, element } = await twoTabsShowingTheCart();
    const myVersion = () => mine.details.at(-1)?.cartVersion;

    // 1. This tab changes: the other tab refetches.
    choose($<HTMLSelectElement>(element, `[data-item-id="${a.id}"] select`)!, '2');
    await waitUntil(() => myVersion() === start.cartVersion + 1, 'first change applied', { timeout: 5000 });
    await waitForSecondPage(start.cartVersion + 1);

    // 2. The other tab changes: this tab refetches and tells the shopper.
    expect(await chooseInSecondPage(b.id, 3)).to.equal(true);
    await waitUntil(() => myVersion() === start.cartVersion + 2, 'this tab follows', { timeout: 8000 });
    await waitUntil(() => $(element, '[data-notice="cart-synced"]'), 'sync notice');
    expect(textOf($(element, '[data-notice="cart-synced"]'))).to.equal(
      'Dein Warenkorb wurde in einem anderen Tab aktualisiert. Bitte prüfe ihn.',
    );
    expect(new URL(location.href).searchParams.get('cartWasSynced')).to.equal('true');
    expect($<HTMLSelectElement>(element, `[data-item-id="${b.id}"] select`)!.value).to.equal('3');

    // 3. This tab again, twice in a row.
    choose($<HTMLSelectElement>(element, `[data-item-id="${a.id}"] select`)!, '4');
    await waitUntil(() => myVersion() === start.cartVersion + 3, 'third change', { timeout: 5000 });
    choose($<HTMLSelectElement>(element, `[data-item-id="${b.id}"] select`)!, '1');
    await waitUntil(() => myVersion() === start.cartVersion + 4, 'fourth change', { timeout: 5000 });
    await waitForSecondPage(start.cartVersion + 4);

    const server = await serverCart();
    expect(server.cartVersion).to.equal(start.cartVersion + 4);
    const theirs = await inSecondPage<Change>('window.cartChanges.at(-1)');
    expect(theirs.total.amount).to.equal(server.total.gross.amount);
    expect(mine.details.at(-1)?.total.amount).to.equal(server.total.gross.amount);
    const secondShows = await inSecondPage<string>(
      `document.querySelector('shop-cart').shadowRoot.querySelector('[data-item-id="${a.id}"] select').value`,
    );
    expect(secondShows).to.equal('4');

    // Dismissing the notice drops the query parameter.
    const dismiss = $(element, '[data-notice="cart-synced"]')!.parentElement!.querySelector('button')!;
    dismiss.click();
    await waitUntil(() => !$(element, '[data-notice="cart-synced"]'), 'notice dismissed');
    expect(new URL(location.href).searchParams.has('cartWasSynced')).to.equal(false);
    mine.stop();
  });

  it("shows no notice for this tab's own change that the other tab passed on before its answer came", async () => {
    const { start, a, b, mine, element } = await twoTabsShowingTheCart();
    const getsBefore = (await callsTo('/api/cart')).length;

    // The other tab's refetch after this tab's first change reads the cart late: after the second change.
    await armFault('/api/cart', 'late', { delayMs: 800 });
    choose($<HTMLSelectElement>(element, `[data-item-id="${a.id}"] select`)!, '2');
    await waitUntil(() => mine.details.at(-1)?.cartVersion === start.cartVersion + 1, 'first change');
    // The second change is carried out at once; its answer comes 2 s later.
    await armFault('/api/cart/set-item-quantity', 'slow', { delayMs: 2000 });
    choose($<HTMLSelectElement>(element, `[data-item-id="${b.id}"] select`)!, '3');
    // So the other tab shows the second change first and tells this tab.
    await waitForSecondPage(start.cartVersion + 2);
    await waitUntil(() => mine.details.at(-1)?.cartVersion === start.cartVersion + 2, 'second change', {
      timeout: 8000,
    });
    expect($(element, '[data-notice="cart-synced"]')?.textContent ?? 'no notice').to.equal('no notice');
    expect(new URL(location.href).searchParams.has('cartWasSynced')).to.equal(false);
    expect((await callsTo('/api/cart')).length - getsBefore, "only the other tab's refetch").to.equal(1);
    mine.stop();
  });

  it('shows the notice when the page opens with cartWasSynced, and it passes axe', async () => {
    await resetCart({ seed: 'default' });
    history.replaceState(null, '', `${location.pathname}?cartWasSynced=true`);
    const element = mountShopCart({ data: { props: {} } });
    await waitForTiles(element);
    await waitUntil(() => $(element, '[data-notice="cart-synced"]'), 'notice from the URL');
    await expect(element).to.be.accessible();
  });
});
