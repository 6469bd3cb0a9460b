// The demo shop page with the production bundles from dist/, as a host page embeds them. The page is
// rendered by the demo's page server (demo/host/) for this visitor, as `npm start` serves it.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { euro } from '../helpers/cart-fixture.js';
import { armFault, recordedRequests, resetCart, serverCart } from '../helpers/reference-api.js';

const textOf = (node: Node | null | undefined) => node?.textContent?.replace(/[ \t\n\r]+/g, ' ').trim() ?? '';

/** The panel's choices cookie, as the panel writes it (the test page shares the frame's origin). */
const setChoices = (query: string) => {
  document.cookie = `shop_demo=${encodeURIComponent(query)}; Path=/; SameSite=Lax`;
};
const clearChoices = () => {
  document.cookie = 'shop_demo=; Path=/; Max-Age=0';
};

async function nextChanges(type: string) {
  const response = await fetch('/api/test/next-changes', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  expect(response.ok, `next-changes ${type}`).to.equal(true);
}

interface ServedData {
  tenant: string;
  props: { cart?: Cart; newDesign: boolean; itemLayout: string; customerEmailHash: string | null };
}

describe('the demo shop page with the built bundles', () => {
  let frame: HTMLIFrameElement;
  let cart: Cart;

  const doc = () => frame.contentDocument!;
  const element = () => frame.contentDocument?.querySelector('shop-cart');
  const root = () => element()?.shadowRoot;
  const total = () => textOf(root()?.querySelector('[data-row="total"] dd'));
  const counterText = (name: string) =>
    textOf(doc().querySelector(name)?.shadowRoot ?? doc().querySelector(name));
  const cartCounter = () => counterText('shop-cart-counter');
  const status = () => textOf(doc().getElementById('demo-status'));
  const notice = () => root()?.querySelector('[data-notice="cart-changes"]');
  /** The start-up data the page was served with. */
  const served = () =>
    JSON.parse(
      doc().querySelector('shop-cart > script[type="application/json"]')!.textContent!,
    ) as ServedData;
  const panel = <T extends HTMLElement>(selector: string) =>
    doc().querySelector<T>(`.demo-panel ${selector}`)!;

  const nextLoad = () =>
    new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  const cartShown = () =>
    waitUntil(() => root()?.querySelector('[part="item"], [part="empty"]'), 'cart rendered', {
      timeout: 10000,
    });

  /** Opens the page in a frame `width` pixels wide and waits for the loaded page and its cart. */
  async function openPage(width = 1200, height = 900) {
    frame = document.createElement('iframe');
    frame.title = 'Demo-Shop';
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
    frame.style.border = '0';
    const loaded = nextLoad();
    frame.src = '/demo/index.html';
    document.body.append(frame);
    await loaded;
    await cartShown();
  }

  /** Runs `act` (which makes the page reload) and waits for the new page and (unless told) its cart. */
  async function reloadBy(act: () => void, { cart: withCart = true } = {}) {
    const loaded = nextLoad();
    act();
    await loaded;
    if (withCart) await cartShown();
  }
  const plainReload = () => reloadBy(() => frame.contentWindow!.location.reload());

  beforeEach(async () => {
    localStorage.clear();
    clearChoices();
    cart = await resetCart();
  });
  afterEach(() => {
    frame?.remove();
    clearChoices();
  });

  it('shows the cart from dist/shop-cart.js with the server total, and the cart counter follows', async () => {
    await openPage();
    expect(frame.contentWindow?.customElements.get('shop-cart')).to.be.a('function');
    expect(total()).to.equal(euro(cart.total.gross.amount));
    const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);
    await waitUntil(() => cartCounter().includes(String(count)), `cart counter shows ${count}`);

    const item = cart.items.find((candidate) => !candidate.appointment)!;
    const select = root()!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!;
    select.value = String(item.quantity + 2);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      async () => (await serverCart()).cartVersion > cart.cartVersion,
      'change reached the server',
    );
    const after = await serverCart();
    await waitUntil(() => total() === euro(after.total.gross.amount), 'total follows');
    await waitUntil(() => cartCounter().includes(String(count + 2)), 'cart counter follows');
  });

  it('moves an item to the wishlist and the wishlist counter in the header follows', async () => {
    await openPage();
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    root()!
      .querySelector<HTMLButtonElement>(`[data-item-id="${item.id}"] [data-action="move-to-wishlist"]`)!
      .click();
    await waitUntil(() => !root()?.querySelector(`[data-item-id="${item.id}"]`), 'item left the cart', {
      timeout: 5000,
    });
    await waitUntil(() => /1/.test(counterText('shop-wishlist-counter')), 'wishlist counter shows 1');
    await waitUntil(
      () => textOf(root()?.querySelector('[part="snackbar"]')).length > 0,
      'snackbar from its lazy chunk',
    );
    expect(root()?.querySelector('[part="snackbar"] a')?.getAttribute('href')).to.equal('/wishlist');
  });

  it('shows a server error code with its text from the lazy catalogue chunk', async () => {
    await openPage();
    await fetch('/api/test/fault', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/cart/set-item-quantity', fault: 'error', code: 905 }),
    });
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    const select = root()!.querySelector<HTMLSelectElement>(`[data-item-id="${item.id}"] select`)!;
    select.value = String(item.quantity + 1);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      () =>
        textOf(root()?.querySelector('[role="alert"]')).includes(
          'Dein Wertgutschein hat kein Guthaben mehr.',
        ),
      'voucher message of code 905',
      { timeout: 5000 },
    );
  });

  describe('served by the demo server for the current cart', () => {
    it('makes no API request on load, also on a revisit, and the page carries the current cart', async () => {
      // A change the page did not see: the served cart must be the server's, not a stale one.
      const item = cart.items.find((candidate) => !candidate.appointment)!;
      await fetch('/api/cart/set-item-quantity', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartItemId: item.id, quantity: item.quantity + 1 }),
      });
      const current = await serverCart();
      const before = (await recordedRequests()).length;
      const callsOnLoad = async () => (await recordedRequests()).slice(before);

      await openPage();
      await waitUntil(() => cartCounter().length > 0, 'cart counter rendered');
      expect(served().props.cart?.cartVersion).to.equal(current.cartVersion);
      expect(total()).to.equal(euro(current.total.gross.amount));
      expect(await callsOnLoad(), 'API calls on load').to.deep.equal([]);
      expect(apiEntries(), 'API requests the page made').to.deep.equal([]);

      await plainReload();
      expect(total()).to.equal(euro(current.total.gross.amount));
      expect(await callsOnLoad(), 'API calls on the revisit').to.deep.equal([]);
      expect(apiEntries(), 'API requests of the revisit').to.deep.equal([]);
    });

    for (const includeCart of [true, false]) {
      it(`shows a change between visits on the next reload exactly once (cart in start-up data: ${includeCart})`, async () => {
        setChoices(`includeCart=${includeCart}`);
        await openPage();
        await nextChanges('PriceIncreased');
        expect(notice(), 'no notice before the revisit').to.equal(null);

        await plainReload();
        await waitUntil(() => /teurer geworden/.test(textOf(notice())), 'price notice on the revisit', {
          timeout: 5000,
        });
        const changed = await serverCart();
        expect(total()).to.equal(euro(changed.total.gross.amount));
        expect(Boolean(served().props.cart), 'cart in the start-up data').to.equal(includeCart);
        if (includeCart) expect(served().props.cart?.changeset?.type).to.equal('PriceIncreased');

        await plainReload();
        expect(total(), 'the changed price stays').to.equal(euro(changed.total.gross.amount));
        if (includeCart) expect(served().props.cart?.changeset, 'no changeset twice').to.equal(undefined);
        expect(notice(), 'no notice on the second revisit').to.equal(null);
        await waitUntil(() => /loaded the cart|came with the cart/.test(status()), 'panel reports the load');
        expect(notice(), 'still no notice').to.equal(null);
        expect((await serverCart()).changeset, 'the server sends it no more').to.equal(undefined);
      });
    }

    it('renders the page for the panel choices, and they survive a plain reload', async () => {
      await openPage();
      panel<HTMLSelectElement>('[name="tenant"]').value = 'MD_AT';
      panel<HTMLSelectElement>('[name="seed"]').value = 'single';
      panel<HTMLSelectElement>('[name="itemLayout"]').value = 'next';
      panel<HTMLInputElement>('[name="loggedIn"]').checked = true;
      panel<HTMLInputElement>('[name="newDesign"]').checked = false;
      panel<HTMLInputElement>('[name="includeCart"]').checked = false;
      await reloadBy(() => panel<HTMLButtonElement>('button[value="reset"]').click());

      const expectChoices = async (when: string) => {
        expect(panel<HTMLSelectElement>('[name="tenant"]').value, when).to.equal('MD_AT');
        expect(panel<HTMLSelectElement>('[name="seed"]').value, when).to.equal('single');
        expect(panel<HTMLSelectElement>('[name="itemLayout"]').value, when).to.equal('next');
        expect(panel<HTMLInputElement>('[name="loggedIn"]').checked, when).to.equal(true);
        expect(panel<HTMLInputElement>('[name="newDesign"]').checked, when).to.equal(false);
        expect(panel<HTMLInputElement>('[name="includeCart"]').checked, when).to.equal(false);
        const data = served();
        expect(data.tenant, when).to.equal('MD_AT');
        expect(data.props.newDesign, when).to.equal(false);
        expect(data.props.itemLayout, when).to.equal('next');
        expect(data.props.customerEmailHash, when).to.be.a('string');
        expect(data.props.cart, when).to.equal(undefined);
        await waitUntil(() => root()?.querySelectorAll('[part="item"]').length === 1, `${when}: one item`);
        await waitUntil(() => /loaded the cart \(GET \/api\/cart\)/.test(status()), `${when}: status`);
      };
      await expectChoices('after the reset');
      expect(status()).to.match(/^Cart reset to "single" \(MD_AT\)\./);

      await plainReload();
      await expectChoices('after a plain reload');
      expect((await serverCart()).items).to.have.length(1);
    });

    it('reports a failed load of the cart as failed', async () => {
      setChoices('includeCart=false');
      await openPage();
      await armFault('/api/cart', '500');
      panel<HTMLSelectElement>('#demo-change [name="type"]').value = 'PriceIncreased';
      await reloadBy(() => panel<HTMLButtonElement>('#demo-change button').click(), { cart: false });
      await waitUntil(() => /failed/.test(status()), 'panel reports the failure', { timeout: 5000 });
      expect(status()).to.match(/^PriceIncreased: the element's GET \/api\/cart failed: \S/);
      expect(root()?.querySelector('[part="cart"]')).to.equal(null);
    });

    it('sends the page and API answers compressed, under a Trusted Types policy the panel keeps', async () => {
      const page = await fetch('/demo/index.html');
      expect(page.headers.get('content-encoding')).to.be.oneOf(['br', 'gzip']);
      expect(page.headers.get('vary')).to.match(/accept-encoding/i);
      expect(page.headers.get('content-security-policy')).to.equal("require-trusted-types-for 'script'");
      expect(await page.text()).to.include('<shop-cart tenant="JS_DE" locale="de">');
      const api = await fetch('/api/cart');
      expect(api.headers.get('content-encoding')).to.be.oneOf(['br', 'gzip']);
      expect(((await api.json()) as Cart).cartId).to.equal(cart.cartId);

      // Under the policy, a string written to an HTML sink throws: the panel filled its fields and
      // reported the load, so it wrote none.
      await openPage();
      expect(panel<HTMLSelectElement>('[name="tenant"]').options).to.have.length(8);
      await waitUntil(() => /came with the cart/.test(status()), 'panel ran');
    });
  });

  describe('on a 390 px wide screen', () => {
    it('wraps the header: nothing wider than the screen, counters and snackbar on screen', async () => {
      await openPage(390, 844);
      const view = frame.contentWindow!;
      expect(view.innerWidth).to.equal(390);
      expect(doc().documentElement.scrollWidth, 'page width').to.be.at.most(390);
      for (const name of ['shop-wishlist-counter', 'shop-cart-counter']) {
        await waitUntil(() => counterText(name).length > 0, `${name} rendered`);
        const box = doc().querySelector(name)!.getBoundingClientRect();
        expect(box.width, name).to.be.greaterThan(0);
        expect(box.left, name).to.be.at.least(0);
        expect(box.right, name).to.be.at.most(390);
      }

      const item = cart.items.find((candidate) => !candidate.appointment)!;
      root()!
        .querySelector<HTMLButtonElement>(`[data-item-id="${item.id}"] [data-action="move-to-wishlist"]`)!
        .click();
      await waitUntil(() => textOf(root()?.querySelector('[part="snackbar"]')).length > 0, 'snackbar', {
        timeout: 5000,
      });
      const snackbarBox = () => root()!.querySelector('[part="snackbar"]')!.getBoundingClientRect();
      const onScreen = (box: DOMRect) =>
        box.left >= 0 && box.right <= 390 && box.top >= 0 && box.bottom <= view.innerHeight;
      // Waited for, not read once: a snackbar that slides in is on screen once it has arrived.
      await waitUntil(() => onScreen(snackbarBox()), 'snackbar on screen').catch(() => {
        throw new Error(`snackbar off screen: ${JSON.stringify(snackbarBox())}`);
      });
      expect(doc().documentElement.scrollWidth, 'page width with the snackbar').to.be.at.most(390);
    });
  });

  /** The API requests the page in the frame made, from its own resource timing. */
  function apiEntries() {
    return frame
      .contentWindow!.performance.getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/api/'));
  }
});
