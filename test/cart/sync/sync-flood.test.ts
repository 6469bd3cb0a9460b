// Messages from other tabs and events from the page are input: a flood of them must not become a flood
// of requests. Refetches they trigger are coalesced (one GET /api/cart in flight, one waiting), and a
// message dated in the future is ignored.
import { expect, waitUntil } from '@open-wc/testing';
import { $, $$, mountShopCart, waitForTiles } from '../../helpers/cart-fixture.js';
import { armFault, recordedRequests, releaseHeld, resetCart } from '../../helpers/reference-api.js';
import { trackPageFetches, type PageFetches } from '../../helpers/settle.js';
import { recordEvents } from '../../helpers/store.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';
import { differenceFromServer, shownCart } from '../../helpers/page-vs-server.js';
import { REFETCH_MIN_INTERVAL_MS } from '../../../src/domain/index.js';
import { hangGuard } from '../../helpers/engine.js';

const cartGets = async () => (await recordedRequests()).filter((r) => r.path === '/api/cart').length;

/** A cart on screen one version behind the server's, with its effects running. */
async function cartOneVersionBehind() {
  const server = await resetCart({ seed: 'default' });
  const announced = recordEvents<{ cartVersion: number }>('shop:cart-change');
  const element = mountShopCart({
    data: { props: { cart: { ...server, cartVersion: server.cartVersion - 1 } } },
  });
  await waitForTiles(element);
  // The element announces its cart from an effect: from then on it listens too.
  await waitUntil(() => announced.details.length > 0, 'the cart announced itself');
  announced.stop();
  return { server, element };
}

/** Another tab's announcement of its cart, as the page's window bridge receives it. */
const announce = (cartId: string, cartVersion: number) =>
  window.dispatchEvent(
    new CustomEvent('shop:cart-change', {
      detail: { cartId, cartVersion, itemCount: 1, total: { amount: 1, currencyCode: 'EUR' } },
    }),
  );

/**
 * Waits until the refetch (`what`) went out and every answer was read (a second refetch would be under
 * way by then): one GET of the cart.
 */
async function oneRefetch(fetches: PageFetches, what: string) {
  await waitUntil(async () => (await cartGets()) >= 1, what, { timeout: 5000 });
  await fetches.settled();
  fetches.stop();
  expect(await cartGets()).to.equal(1);
}

describe('floods of sync messages and cart events', () => {
  beforeEach(clearBrowserStorage);

  it('200 messages from the future and 200 newer versions on the channel cost two GET /api/cart', async () => {
    const { server, element } = await cartOneVersionBehind();
    // The first refetch is held until every message has arrived, so all of them come while it is in flight.
    await armFault('/api/cart', 'hold');
    const fetches = trackPageFetches();
    const otherTab = new BroadcastChannel('shop-cart-sync');
    const message = (i: number, sentAt: number) => ({
      cartId: server.cartId,
      cartVersion: server.cartVersion + i,
      sentAt,
      tabId: 'another-tab',
    });
    // Another channel of this page hears the messages as the cart's channel does.
    const listener = new BroadcastChannel('shop-cart-sync');
    let heard = 0;
    listener.onmessage = () => (heard += 1);
    for (let i = 0; i < 200; i += 1) otherTab.postMessage(message(i, Date.now() + 60_000));
    for (let i = 0; i < 200; i += 1) otherTab.postMessage(message(i, Date.now()));
    await waitUntil(() => heard === 400, 'the messages were delivered');
    await waitUntil(async () => (await cartGets()) >= 1, 'the first refetch is in flight', { timeout: 5000 });
    listener.close();
    await releaseHeld('/api/cart');
    await waitUntil(() => $(element, '[data-notice="cart-synced"]'), 'the cart follows the other tab', {
      timeout: 8000,
    });
    await waitUntil(async () => (await cartGets()) >= 2, 'the waiting refetch went out', { timeout: 5000 });
    // Every answer read: a third refetch would be under way by now.
    await fetches.settled();
    fetches.stop();
    expect(await cartGets()).to.equal(2);
    otherTab.close();
  });

  it('200 shop:cart-change events with growing versions cost one GET /api/cart', async () => {
    const { server } = await cartOneVersionBehind();
    const fetches = trackPageFetches();
    for (let i = 0; i < 200; i += 1) {
      announce(server.cartId, server.cartVersion + i);
    }
    // Events are dispatched synchronously: every refetch they asked for joined the first, not yet started.
    await oneRefetch(fetches, 'the refetch went out');
  });

  it('200 shop:cart-change events 5 ms apart cost a few GET /api/cart, one at a time, ending on the newest cart', async function () {
    // 200 timers of 5 ms: slow on a busy machine (the bound below follows the time it took).
    this.timeout(hangGuard(60_000));
    const { server, element } = await cartOneVersionBehind();
    // An item with a quantity dropdown (tickets show one tile per ticket).
    const tile = $$(element, '[part="item"]').find((candidate) => candidate.querySelector('select'))!;
    const item = server.items.find((candidate) => candidate.id === tile.dataset.itemId)!;
    // Counts the cart's GETs and how many are in flight at once.
    const original = window.fetch;
    let gets = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (method !== 'GET' || new URL(url, location.href).pathname !== '/api/cart') {
        return original.call(window, input, init);
      }
      gets += 1;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const answer = original.call(window, input, init);
      const done = () => (inFlight -= 1);
      answer.then(done, done);
      return answer;
    };
    const fetches = trackPageFetches();
    const started = performance.now();
    try {
      for (let i = 0; i < 200; i += 1) {
        // Late in the storm the cart really changes on the server (another tab, the checkout).
        if (i === 190) {
          await original.call(window, '/api/cart/set-item-quantity', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ cartItemId: item.id, quantity: item.quantity + 2 }),
          });
        }
        announce(server.cartId, server.cartVersion + i);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await waitUntil(
        () => shownCart(element).quantities[item.id] === item.quantity + 2,
        'the page shows the newest cart',
        { timeout: 8000 },
      );
      await fetches.settled();
      expect(await differenceFromServer(element)).to.equal(null);
    } finally {
      fetches.stop();
      window.fetch = original;
    }
    const elapsed = performance.now() - started;
    const allowed = Math.ceil(elapsed / REFETCH_MIN_INTERVAL_MS) + 1;
    console.log(`200 events 5 ms apart (${Math.round(elapsed)} ms): ${gets} GET /api/cart`);
    expect(mostInFlight, 'one GET in flight at a time').to.equal(1);
    expect(gets, `at most one GET per ${REFETCH_MIN_INTERVAL_MS} ms`).to.be.at.most(allowed);
  });

  it('ignores events with a version that is not a count', async () => {
    const { server } = await cartOneVersionBehind();
    const fetches = trackPageFetches();
    for (const cartVersion of [Infinity, 1e21, server.cartVersion + 0.5]) {
      announce(server.cartId, cartVersion);
    }
    // A valid event afterwards is the barrier: its refetch is the only one.
    announce(server.cartId, server.cartVersion);
    await oneRefetch(fetches, 'the valid event refetched');
  });
});
