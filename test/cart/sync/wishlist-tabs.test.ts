// The wishlist across two tabs of one browser context: the test page and a second page opened by the
// second-page plugin (test/plugins/second-page.mjs), each with a cart and wishlist counters. Cookies send
// no events, so the change travels on a BroadcastChannel; no page announces another page's change.
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../elements/shop-wishlist-counter.js';
import { readAnonymousWishlist } from '../../../src/storage/index.js';
import { $, mountShopCart, removeMounted, waitForTiles } from '../../helpers/cart-fixture.js';
import { resetCart } from '../../helpers/reference-api.js';
import { recordEvents } from '../../helpers/store.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';

async function inSecondPage<T>(expression: string): Promise<T> {
  const answer = await executeServerCommand<{ value: T }, { expression: string }>('second-page-evaluate', {
    expression,
  });
  if (!answer) throw new Error('the second page did not answer');
  return answer.value;
}

const SECOND_COUNTER = `document.querySelector('shop-wishlist-counter')?.shadowRoot
  ?.querySelector('[part="count"]')?.textContent ?? null`;

async function secondCounterShows(count: string) {
  await waitUntil(
    async () => (await inSecondPage<string | null>(SECOND_COUNTER)) === count,
    `the second tab's counter should show ${count}`,
    { timeout: 5000, interval: 50 },
  );
}

const shown = (counter: Element) => counter.shadowRoot?.querySelector('[part="count"]')?.textContent;

const moveSelector = (itemId: string) => `[data-item-id="${itemId}"] [data-action="move-to-wishlist"]`;

describe('wishlist across two tabs', () => {
  const counters: Element[] = [];
  beforeEach(clearBrowserStorage);
  afterEach(async () => {
    removeMounted();
    for (const counter of counters.splice(0)) counter.remove();
    await executeServerCommand('second-page-close');
  });

  it('every counter of both tabs follows a move in either tab, and no tab echoes the other', async () => {
    const cart = await resetCart({ seed: 'default' });
    const [first, second] = cart.items.filter((item) => !item.appointment);
    if (!first || !second) throw new Error('seed needs two items without appointment');
    for (let i = 0; i < 2; i += 1) {
      counters.push(document.body.appendChild(document.createElement('shop-wishlist-counter')));
    }
    const announced = recordEvents<{ productIds: string[] }>('shop:wishlist-change');
    const onWire: unknown[] = [];
    // The tabs' channel carries cart versions too: the probe keeps the wishlists.
    const probe = new BroadcastChannel('shop-cart-sync');
    probe.onmessage = (event: MessageEvent) => {
      if ('productIds' in (event.data as object)) onWire.push(event.data);
    };
    const element = mountShopCart({ data: { props: { cart } } });
    await waitForTiles(element);
    await executeServerCommand('second-page-open', { path: '/test/plugins/wishlist-tab.html' });
    await secondCounterShows('0');
    await waitUntil(
      () =>
        inSecondPage<boolean>(
          `!!document.querySelector('shop-cart').shadowRoot?.querySelector('${moveSelector(second.id)}')`,
        ),
      'the second tab shows its cart',
      { timeout: 5000 },
    );

    // 1. This tab moves an item: its own counters by window event, the other tab's by channel.
    $<HTMLButtonElement>(element, moveSelector(first.id))!.click();
    await waitUntil(() => counters.every((counter) => shown(counter) === '1'), 'counters here show 1', {
      timeout: 5000,
    });
    await secondCounterShows('1');

    // 2. The other tab moves an item: it knew of the first move, so both products stay on the list.
    expect(
      await inSecondPage<boolean>(`(() => {
        const button = document.querySelector('shop-cart').shadowRoot.querySelector('${moveSelector(second.id)}');
        button?.click();
        return Boolean(button);
      })()`),
    ).to.equal(true);
    await waitUntil(() => counters.every((counter) => shown(counter) === '2'), 'counters here show 2', {
      timeout: 5000,
    });
    await secondCounterShows('2');
    expect(readAnonymousWishlist()).to.deep.equal([second.product.productId, first.product.productId]);

    // Each tab announced only its own change, on its window and on the wire.
    expect(announced.details.map((d) => d.productIds)).to.deep.equal([[first.product.productId]]);
    const theirs = await inSecondPage<{ productIds: string[] }[]>('window.wishlistChanges');
    expect(theirs.map((d) => d.productIds)).to.deep.equal([
      [second.product.productId, first.product.productId],
    ]);
    await waitUntil(() => onWire.length >= 2, 'both messages on the wire');
    expect(onWire.map((m) => (m as { productIds: string[] }).productIds)).to.deep.equal([
      [first.product.productId],
      [second.product.productId, first.product.productId],
    ]);
    probe.close();
    announced.stop();
  });
});
