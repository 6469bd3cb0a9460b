// A server-rendered <shop-cart> (test/plugins/ssr-page.mjs renders it with renderShopCart): readable without
// JavaScript, and hydrated with JavaScript: the same nodes, no error, interactive afterwards.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../../src/domain/index.js';
import { euro, textOf } from '../../helpers/cart-fixture.js';
import { nextChanges, recordedRequests, resetCart, serverCart } from '../../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames, type FrameWindow, type SsrFrame } from '../../helpers/ssr-frame.js';

/**
 * The tiles of the 'default' seed (demo/server/seeds.ts), counted by hand: six items, of which the dinner
 * is an appointment with two tickets, one tile per ticket.
 */
const DEFAULT_SEED_TILES = 7;

/** True when React hydrated the node (it keeps its fiber on the node). */
const ownedByReact = (node: Node | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** Start-up data with the visitor's cart as the server holds it (the next GET would show it too). */
async function startupDataWith(cart?: Cart) {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as {
    props: { cart?: Cart };
  };
  if (cart) data.props.cart = cart;
  return data;
}

/** The page with the server's render of `data` (ssr-page.mjs reads `query`), in a 1024 × 800 frame. */
const openServerRendered = (data: unknown, query: string) =>
  openSsrFrame(data, query, { size: { width: 1024, height: 800 } });

/**
 * Counts the Intl number and date formatters the page builds from now on: the constructors, and the
 * numbers' and dates' toLocale…String (each builds a formatter inside the engine).
 */
function countIntlFormatters(win: FrameWindow): () => number {
  let built = 0;
  const intl = win.Intl as unknown as Record<string, object>;
  for (const name of ['NumberFormat', 'DateTimeFormat']) {
    const original = intl[name] as (...args: unknown[]) => unknown;
    intl[name] = new Proxy(original, {
      construct(target, args: unknown[]) {
        built += 1;
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        built += 1;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  }
  const localeMethods: [object, string][] = [
    [win.Number.prototype, 'toLocaleString'],
    [win.Date.prototype, 'toLocaleString'],
    [win.Date.prototype, 'toLocaleDateString'],
    [win.Date.prototype, 'toLocaleTimeString'],
  ];
  for (const [prototype, name] of localeMethods) {
    const methods = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = methods[name];
    if (!original) continue;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      built += 1;
      return Reflect.apply(original, this, args) as unknown;
    };
  }
  return () => built;
}

/** Waits until the element runs: its effects announce the cart on the page's window. */
const nextStepBackground = (page: SsrFrame) => {
  const link = page.root().querySelector('[part="next-step"]');
  return link ? page.win().getComputedStyle(link).backgroundColor : null;
};

describe('server-rendered <shop-cart>', () => {
  afterEach(() => {
    removeSsrFrames();
  });

  describe('a filled cart', () => {
    let cart: Cart;
    beforeEach(async () => {
      cart = await resetCart({ seed: 'default' });
    });

    it('is readable and styled without JavaScript, with a real link to the next step', async () => {
      const page = await openServerRendered(await startupDataWith(), 'js=off');
      expect(page.win().customElements.get('shop-cart'), 'no script ran').to.equal(undefined);
      const root = page.root();
      expect(textOf(root.querySelector('[part="title"]'))).to.equal('Warenkorb');
      const titles = [...root.querySelectorAll('[part="item"] h3')].map(textOf);
      for (const item of cart.items) expect(titles).to.include(item.product.title);
      expect(titles, 'one tile per item, one per ticket').to.have.length(DEFAULT_SEED_TILES);
      expect(textOf(root.querySelector('[data-row="total"] dd'))).to.equal(euro(cart.total.gross.amount));
      const link = root.querySelector<HTMLAnchorElement>('a[part="next-step"]');
      expect(link?.getAttribute('href')).to.equal('/checkout');
      expect(textOf(link)).to.equal('Weiter zu den Bestelldaten');
      expect(nextStepBackground(page)).to.equal('rgb(163, 18, 58)');
    });

    it('hydrates the same nodes without an error and is interactive afterwards', async () => {
      const page = await openServerRendered(await startupDataWith(), 'js=on');
      const root = page.root();
      const marked = {
        title: root.querySelector('[part="title"]'),
        tile: root.querySelector('[part="item"]'),
        select: root.querySelector<HTMLSelectElement>('[part="item"] select'),
        total: root.querySelector('[data-row="total"] dd'),
        nextStep: root.querySelector('[part="next-step"]'),
      };
      const styledBefore = nextStepBackground(page);
      const formatters = countIntlFormatters(page.win());
      await page.hydrate();
      expect(formatters(), 'hydrating uses the texts the server formatted').to.equal(0);
      expect(root.querySelector('[part="title"]')).to.equal(marked.title);
      expect(root.querySelector('[part="item"]')).to.equal(marked.tile);
      expect(root.querySelector('[part="item"] select')).to.equal(marked.select);
      expect(root.querySelector('[data-row="total"] dd')).to.equal(marked.total);
      expect(root.querySelector('[part="next-step"]')).to.equal(marked.nextStep);
      expect(nextStepBackground(page)).to.equal(styledBefore);
      // The server's style element gave way to the adopted sheet in the hydrating commit, and nothing was
      // inserted: every rule is in the static sheet (no rule twice).
      expect(root.querySelectorAll('style, link').length, 'the server copy of the styles is gone').to.equal(
        0,
      );
      expect(root.adoptedStyleSheets.length, 'one sheet, the static rules').to.equal(1);
      expect(root.adoptedStyleSheets[0]?.cssRules.length, 'the static rules are adopted').to.be.above(50);
      expect(ownedByReact(marked.title), 'React adopted the server-rendered node').to.equal(true);
      expect(root.querySelectorAll('[part="title"]').length, 'nothing was rendered twice').to.equal(1);
      expect(root.querySelectorAll('[part="item"]').length).to.equal(DEFAULT_SEED_TILES);

      const select = marked.select!;
      // Hydrated, the dropdown keeps the server's 25 options: one painted before hydration worked too.
      expect(select.options.length, 'a hydrated dropdown keeps all its options').to.equal(25);
      select.value = '2';
      select.dispatchEvent(new (page.win().Event)('change', { bubbles: true }));
      await waitUntil(
        async () =>
          textOf(marked.total) === euro((await serverCart()).total.gross.amount) &&
          textOf(marked.total) !== euro(cart.total.gross.amount),
        'the total follows the change',
        { timeout: 5000 },
      );
      const posts = (await recordedRequests()).filter((request) => request.method === 'POST');
      expect(posts.map((request) => request.path)).to.deep.equal(['/api/cart/set-item-quantity']);
      expect(page.errors).to.deep.equal([]);
    });

    it('hydrates under the strict Content Security Policy with no violation', async () => {
      const page = await openServerRendered(await startupDataWith(), 'js=on&csp=on');
      expect(nextStepBackground(page)).to.equal('rgb(163, 18, 58)');
      await page.hydrate();
      const select = page.root().querySelector<HTMLSelectElement>('[part="item"] select')!;
      select.value = '3';
      select.dispatchEvent(new (page.win().Event)('change', { bubbles: true }));
      await waitUntil(
        () =>
          page.root().querySelector('[part="item"]')?.getAttribute('aria-busy') === 'false' &&
          select.value === '3',
        'the change settles',
        { timeout: 5000 },
      );
      expect(page.win().cspViolations).to.deep.equal([]);
      expect(page.errors).to.deep.equal([]);
    });
  });

  describe('an empty cart', () => {
    beforeEach(() => resetCart({ seed: 'empty' }));

    it('is readable without JavaScript', async () => {
      const page = await openServerRendered(await startupDataWith(), 'js=off');
      const empty = page.root().querySelector('[part="empty"]');
      expect(textOf(empty)).to.contain('Es befinden sich noch keine Erlebnisse in deinem Warenkorb.');
      expect(empty?.querySelector('a')?.getAttribute('href')).to.equal('/');
    });

    it('hydrates the same nodes without an error', async () => {
      const page = await openServerRendered(await startupDataWith(), 'js=on');
      const empty = page.root().querySelector('[part="empty"]');
      const link = empty?.querySelector('a');
      await page.hydrate();
      expect(page.root().querySelector('[part="empty"]')).to.equal(empty);
      expect(ownedByReact(empty)).to.equal(true);
      expect(page.root().querySelector('[part="empty"] a')).to.equal(link);
      expect(page.errors).to.deep.equal([]);
    });
  });

  describe('a cart with notices', () => {
    let cart: Cart;
    beforeEach(async () => {
      await resetCart({ seed: 'default' });
      await nextChanges('PriceIncreased');
      // The changeset comes with the next cart the server hands out: here, into the start-up data.
      cart = (await (await fetch('/api/cart')).json()) as Cart;
      expect(cart.changeset, 'the server reports a change').not.to.equal(undefined);
    });

    it('shows the notice without JavaScript', async () => {
      const page = await openServerRendered(await startupDataWith(cart), 'js=off');
      const notice = page.root().querySelector('[data-notice="cart-changes"]');
      expect(textOf(notice)).to.contain(cart.changeset!.changes.priceIncreasedItems![0]!.title);
    });

    it('hydrates the notice and the items without an error, and the notice can be dismissed', async () => {
      const page = await openServerRendered(await startupDataWith(cart), 'js=on');
      const notice = page.root().querySelector('[data-notice="cart-changes"]');
      const tile = page.root().querySelector('[part="item"]');
      await page.hydrate();
      expect(page.root().querySelector('[part="item"]')).to.equal(tile);
      expect(ownedByReact(tile)).to.equal(true);
      const dismiss = [...(notice?.parentElement?.querySelectorAll('button') ?? [])].find(
        (button) => textOf(button) === 'Schließen',
      );
      // The notices are a lazy chunk: their boundary hydrates once it is there, keeping the same nodes.
      await waitUntil(() => ownedByReact(dismiss ?? null), 'the notice is hydrated', { timeout: 5000 });
      expect(page.root().querySelector('[data-notice="cart-changes"]')).to.equal(notice);
      dismiss!.click();
      await waitUntil(() => !page.root().querySelector('[data-notice="cart-changes"]'), 'dismissed');
      expect(page.errors).to.deep.equal([]);
    });
  });
});
