// A cart the shopper comes back to (issue 21, point 2): a tab hidden for more than a few minutes checks
// the server's cart once when shown again; a page restored from the back-forward cache refetches once.
// The clock is the test's (Date.now moved forward), the tab's visibility is set as the browser would.
// The real back-forward cache is tested in Chromium by test/e2e/bfcache.node.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import { HIDDEN_RECHECK_MS } from '../../../src/domain/index.js';
import { mountShopCart, removeMounted, waitForTiles } from '../../helpers/cart-fixture.js';
import { differenceFromServer, shownCart } from '../../helpers/page-vs-server.js';
import { recordedRequests, resetCart, setQuantityOnServer } from '../../helpers/reference-api.js';
import { trackPageFetches, type PageFetches } from '../../helpers/settle.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';

const cartGets = async () =>
  (await recordedRequests()).filter((r) => r.method === 'GET' && r.path === '/api/cart').length;

const realNow = Date.now.bind(Date);
let ahead = 0;
/** Moves the page's clock forward. */
const advance = (ms: number) => (ahead += ms);

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The server's cart changed meanwhile (another tab, the checkout): one more of the first dropdown item. */
const changeOnServer = setQuantityOnServer;

/** Waits until the page shows the server's `quantity` of the item, then for every call: one GET of the cart. */
async function showsServerQuantity(element: Element, itemId: string, quantity: number, fetches: PageFetches) {
  await waitUntil(
    () => shownCart(element).quantities[itemId] === quantity,
    'the page shows the server cart',
    {
      timeout: 5000,
    },
  );
  await fetches.settled();
  fetches.stop();
  expect(await cartGets()).to.equal(1);
}

async function mountedCart() {
  const server = await resetCart({ seed: 'default' });
  const element = mountShopCart({ data: { props: { cart: server } } });
  await waitForTiles(element);
  const tile = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="item"]')].find((candidate) =>
    candidate.querySelector('select'),
  )!;
  const item = server.items.find((candidate) => candidate.id === tile.dataset.itemId)!;
  // The start-up data held the cart: no GET so far.
  expect(await cartGets()).to.equal(0);
  return { element, item };
}

describe('coming back to the cart', () => {
  beforeEach(() => {
    ahead = 0;
    Date.now = () => realNow() + ahead;
    return clearBrowserStorage();
  });
  afterEach(() => {
    Date.now = realNow;
    delete (document as { visibilityState?: unknown }).visibilityState;
    removeMounted();
  });

  it('checks the server once when the tab is shown after more than a few minutes hidden', async () => {
    const { element, item } = await mountedCart();
    const fetches = trackPageFetches();
    setVisibility('hidden');
    await changeOnServer(item.id, item.quantity + 1);
    advance(HIDDEN_RECHECK_MS + 1);
    setVisibility('visible');
    await showsServerQuantity(element, item.id, item.quantity + 1, fetches);
    expect(await differenceFromServer(element)).to.equal(null);
  });

  it('does not ask after a short absence', async () => {
    await mountedCart();
    const fetches = trackPageFetches();
    setVisibility('hidden');
    advance(HIDDEN_RECHECK_MS - 60_000);
    setVisibility('visible');
    await fetches.settled();
    fetches.stop();
    expect(fetches.calls.filter((call) => call.url.endsWith('/api/cart'))).to.have.length(0);
  });

  it('refetches once when the page is restored from the back-forward cache', async () => {
    const { element, item } = await mountedCart();
    await changeOnServer(item.id, item.quantity + 2);
    const fetches = trackPageFetches();
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await showsServerQuantity(element, item.id, item.quantity + 2, fetches);
  });
});
