// `refresh()` on <shop-cart> (DESIGN.md section 1, "Host API"): the cart loaded again for a host, over
// real HTTP against the reference API, with what goes over the wire checked in its request log.
import { expect, waitUntil } from '@open-wc/testing';
import type { ShopCartElement } from '../../elements/shop-cart.js';
import { ShopCartStartupError } from '../../elements/shop-cart.js';
import { $, choose, mountShopCart, shownTotal, euro, waitForTiles } from '../helpers/cart-fixture.js';
import {
  armFault,
  callsTo,
  recordedRequests,
  releaseHeld,
  resetCart,
  serverCart,
  setQuantityOnServer,
} from '../helpers/reference-api.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';

const CART = '/api/cart';
const QUANTITY = '/api/cart/set-item-quantity';

async function loadedCart() {
  const cart = await resetCart({ seed: 'default' });
  const element = mountShopCart({ data: { props: { cart } } }) as ShopCartElement;
  await waitForTiles(element);
  const item = cart.items.find((i) => !i.appointment && i.quantity < 10)!;
  return { cart, element, item };
}

const selectOf = (element: Element, itemId: string) =>
  $<HTMLSelectElement>(element, `[data-item-id="${itemId}"] select`)!;

/** Counts the page's GET /api/cart calls in flight at once (the most seen) until `stop()`. */
function watchCartLoads() {
  const original = window.fetch;
  let now = 0;
  const seen = { most: 0, started: 0 };
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (url.pathname !== CART || method !== 'GET') return original.call(window, input, init);
    now += 1;
    seen.started += 1;
    seen.most = Math.max(seen.most, now);
    const answer = original.call(window, input, init);
    // Counted out once its body is read or it failed: the element reads every answer.
    return answer.then(
      (response) => {
        const read = response.text.bind(response);
        Object.defineProperty(response, 'text', {
          value: () => read().finally(() => (now -= 1)),
        });
        const readJson = response.json.bind(response);
        Object.defineProperty(response, 'json', {
          value: () => readJson().finally(() => (now -= 1)),
        });
        return response;
      },
      (error: unknown) => {
        now -= 1;
        throw error;
      },
    );
  };
  return { seen, stop: () => (window.fetch = original) };
}

describe('refresh() on <shop-cart>', () => {
  beforeEach(clearBrowserStorage);

  it('shows a cart changed elsewhere on the server', async () => {
    const { cart, element, item } = await loadedCart();
    const changed = await setQuantityOnServer(item.id, item.quantity + 2);
    expect(selectOf(element, item.id).value).to.equal(String(item.quantity));
    const before = (await callsTo(CART)).length;
    await element.refresh();
    expect(selectOf(element, item.id).value).to.equal(String(item.quantity + 2));
    expect(shownTotal(element)).to.equal(euro(changed.total.gross.amount));
    expect(changed.cartVersion).to.equal(cart.cartVersion + 1);
    expect((await callsTo(CART)).length - before).to.equal(1);
  });

  it('rejects with the start-up reason and sends nothing when the start-up failed', async () => {
    await resetCart({ seed: 'default' });
    const errors: string[] = [];
    const onError = (event: Event) => errors.push((event as CustomEvent<{ reason: string }>).detail.reason);
    document.addEventListener('shop-cart-error', onError);
    try {
      const element = mountShopCart({ attributes: { locale: 'de' }, data: { props: {} } }) as ShopCartElement;
      const failure = await element.refresh().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).to.be.instanceOf(ShopCartStartupError);
      expect((failure as ShopCartStartupError).reason).to.equal('missing-tenant');
      await waitUntil(() => errors.length === 1, 'shop-cart-error');
      expect(errors).to.deep.equal(['missing-tenant']);
      expect(await recordedRequests()).to.deep.equal([]);
    } finally {
      document.removeEventListener('shop-cart-error', onError);
    }
  });

  it('ten calls in a row: one request at a time, ending on the newest answer', async () => {
    const { element, item } = await loadedCart();
    const loads = watchCartLoads();
    try {
      await armFault(CART, 'hold');
      const first = element.refresh();
      await waitUntil(async () => (await callsTo(CART)).length === 1, 'the first load is held');
      const rest = Array.from({ length: 9 }, () => element.refresh());
      // The server changes after the first load was answered there: only a later load shows it.
      await setQuantityOnServer(item.id, item.quantity + 3);
      await releaseHeld(CART);
      await Promise.all([first, ...rest]);
      expect(loads.seen.started).to.equal(2);
      expect(loads.seen.most).to.equal(1);
      expect((await callsTo(CART)).length).to.equal(2);
      expect(selectOf(element, item.id).value).to.equal(String(item.quantity + 3));
    } finally {
      loads.stop();
    }
  });

  it('waits for a quantity change in flight and keeps it', async () => {
    const { element, item } = await loadedCart();
    await armFault(QUANTITY, 'hold');
    choose(selectOf(element, item.id), String(item.quantity + 1));
    await waitUntil(async () => (await callsTo(QUANTITY)).length === 1, 'the change is held');
    const refreshed = element.refresh();
    // The load waits for the change's answer: nothing goes out meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await callsTo(CART)).to.have.length(0);
    await releaseHeld(QUANTITY);
    await refreshed;
    expect(await callsTo(CART)).to.have.length(1);
    const server = await serverCart();
    expect(selectOf(element, item.id).value).to.equal(String(item.quantity + 1));
    expect(shownTotal(element)).to.equal(euro(server.total.gross.amount));
  });

  it('never lets an older answer overwrite a change confirmed meanwhile', async () => {
    const { cart, element, item } = await loadedCart();
    await armFault(CART, 'hold');
    const refreshed = element.refresh();
    // The load is answered on the server before the change: its answer is the older cart.
    await waitUntil(async () => (await callsTo(CART)).length === 1, 'the load is held');
    choose(selectOf(element, item.id), String(item.quantity + 1));
    await waitUntil(async () => (await callsTo(QUANTITY)).length === 1, 'the change is sent');
    await waitUntil(() => shownTotal(element) !== euro(cart.total.gross.amount), 'the change shows', {
      timeout: 5000,
    });
    const shown = shownTotal(element);
    await releaseHeld(CART);
    await refreshed;
    expect(selectOf(element, item.id).value).to.equal(String(item.quantity + 1));
    expect(shownTotal(element)).to.equal(shown);
  });

  it('resolves without a request once the element left the page', async () => {
    const { element } = await loadedCart();
    const before = (await recordedRequests()).length;
    element.parentElement!.remove();
    await element.refresh();
    expect((await recordedRequests()).length).to.equal(before);
  });

  it('waits for the cart to mount when called at once', async () => {
    const cart = await resetCart({ seed: 'default' });
    const changed = await setQuantityOnServer(cart.items[0]!.id, cart.items[0]!.quantity + 1);
    const element = mountShopCart({ data: { props: { cart } } }) as ShopCartElement;
    await element.refresh();
    await waitForTiles(element);
    expect(shownTotal(element)).to.equal(euro(changed.total.gross.amount));
    expect(await callsTo(CART)).to.have.length(1);
  });

  for (const fault of ['500', 'not-json'] as const) {
    it(`rejects with an Error and keeps the cart when the load answers ${fault}`, async () => {
      const { cart, element, item } = await loadedCart();
      await setQuantityOnServer(item.id, item.quantity + 1);
      await armFault(CART, fault);
      const failure = await element.refresh().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).to.be.instanceOf(Error);
      expect(selectOf(element, item.id).value).to.equal(String(item.quantity));
      expect(shownTotal(element)).to.equal(euro(cart.total.gross.amount));
      // The next call works again.
      await element.refresh();
      expect(selectOf(element, item.id).value).to.equal(String(item.quantity + 1));
    });
  }
});
