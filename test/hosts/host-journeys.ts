// The journeys every host app of hosts/ passes, run against its build (hosts/<name>/dist/, made by
// `node scripts/build-hosts.mjs` from the packed package) in a frame on the test page's origin, where the
// reference API answers /api/. Each host shows the cart from start-up data, a count line of its own that
// follows the element's `shop-cart-change` through the framework's binding, a language switch that sets the
// element's `locale` property, and <shop-wishlist-counter> in its header.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { armFault, recordedRequests, resetCart } from '../helpers/reference-api.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';
import { textOf } from '../helpers/text.js';

export type HostName = 'react' | 'vue' | 'svelte' | 'angular' | 'cms';

const itemsIn = (cart: Cart) => cart.items.reduce((sum, item) => sum + item.quantity, 0);

class HostPage {
  constructor(readonly frame: HTMLIFrameElement) {}
  get doc(): Document {
    return this.frame.contentDocument!;
  }
  get cart(): HTMLElement & { locale?: string } {
    return this.doc.querySelector('shop-cart')!;
  }
  get root(): ShadowRoot | null | undefined {
    return this.doc.querySelector('shop-cart')?.shadowRoot;
  }
  /** The host's own line: 'Artikel im Warenkorb: N'. */
  get countLine(): string {
    return textOf(this.doc.querySelector('[data-host="count"]'));
  }
  get wishlistLabel(): string {
    return textOf(
      this.doc.querySelector('shop-wishlist-counter')?.shadowRoot?.querySelector('[part="label"]'),
    );
  }
  /** The items shown (an appointment item shows one tile per ticket: counted once). */
  get itemIds(): string[] {
    const tiles = [...(this.root?.querySelectorAll<HTMLElement>('[part="item"]') ?? [])];
    return [...new Set(tiles.map((tile) => tile.dataset.itemId ?? ''))];
  }
  tile(itemId: string) {
    return this.root?.querySelector(`[part="item"][data-item-id="${itemId}"]`);
  }
  /** Picks a quantity in an item's select, as a shopper does. */
  chooseQuantity(itemId: string, quantity: number) {
    const select = this.tile(itemId)!.querySelector('select')!;
    select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    select.value = String(quantity);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  /** Picks a language in the host's own switch (the host sets the element's property). */
  chooseLanguage(locale: 'de' | 'en') {
    const select = this.doc.querySelector<HTMLSelectElement>('[data-host="locale"]')!;
    select.value = locale;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Opens the built host page in a frame and waits for its cart's tiles. */
async function openHost(name: HostName): Promise<HostPage> {
  const path = `/hosts/${name}/dist/index.html`;
  // A missing build is a failure that says what to run (CI builds the hosts before the tests).
  if (!(await fetch(path, { method: 'HEAD' })).ok) {
    throw new Error(
      `hosts/${name}/dist/ is not built: run \`npm run build && node scripts/build-hosts.mjs\``,
    );
  }
  const frame = document.createElement('iframe');
  frame.title = `${name} host`;
  frame.style.width = '1200px';
  frame.style.height = '900px';
  frame.src = path;
  document.body.append(frame);
  const page = new HostPage(frame);
  await waitUntil(() => page.root?.querySelector('[part="item"]'), `the ${name} host shows the cart`, {
    timeout: 15000,
  });
  return page;
}

export function hostJourneys(name: HostName) {
  describe(`the ${name} host app (hosts/${name}, built from the packed package)`, () => {
    let page: HostPage | undefined;
    let start: Cart;

    beforeEach(async () => {
      await clearBrowserStorage();
      // The cart the hosts' start-up data carries (the CMS page's fixed fixture is this seed's cart).
      start = await resetCart({ seed: 'default' });
    });
    afterEach(async () => {
      page?.frame.remove();
      page = undefined;
      await clearBrowserStorage();
    });

    it('renders the start-up cart, follows a change, the language and the wishlist', async () => {
      page = await openHost(name);
      // Tiles paint top first: every item shows soon after the first.
      await waitUntil(() => page!.itemIds.length === start.items.length, 'every item of the start-up cart', {
        timeout: 10000,
      });
      const calls = (await recordedRequests()).map((request) => `${request.method} ${request.path}`);
      expect(calls, 'the cart came with the page: no GET /api/cart').to.not.include('GET /api/cart');
      expect(page.countLine).to.equal(`Artikel im Warenkorb: ${itemsIn(start)}`);

      // A quantity: one call with the item and the quantity; the host's line follows the element's event.
      const item = start.items.find((candidate) => !candidate.appointment && candidate.quantity === 1)!;
      page.chooseQuantity(item.id, 3);
      await waitUntil(
        () => page!.countLine === `Artikel im Warenkorb: ${itemsIn(start) + 2}`,
        `the host's line follows shop-cart-change (shows "${page.countLine}")`,
        { timeout: 10000 },
      );
      const posts = (await recordedRequests()).filter((request) => request.method === 'POST');
      expect(posts).to.deep.equal([
        { method: 'POST', path: '/api/cart/set-item-quantity', body: { cartItemId: item.id, quantity: 3 } },
      ]);

      // The wishlist counter in the header follows a move to the wishlist (the item leaves the cart).
      const moved = start.items.find((candidate) => candidate.id !== item.id && candidate.quantity === 1)!;
      expect(page.wishlistLabel).to.equal('Merkzettel: 0 Artikel');
      page
        .tile(moved.id)!
        .querySelector<HTMLButtonElement>('button[data-action="move-to-wishlist"]')!
        .click();
      await waitUntil(() => page!.wishlistLabel === 'Merkzettel: 1 Artikel', 'the wishlist counter follows', {
        timeout: 10000,
      });
      await waitUntil(
        () => page!.countLine === `Artikel im Warenkorb: ${itemsIn(start) + 1}`,
        'the host line follows the move',
        { timeout: 10000 },
      );

      // The language: the host sets the element's `locale` property; the cart renders in English in place.
      page.chooseLanguage('en');
      await waitUntil(() => page!.cart.locale === 'en', 'the host set the property');
      await waitUntil(
        () => textOf(page!.root?.querySelector('[part="title"]')) === 'Basket',
        'the cart in English',
        { timeout: 10000 },
      );
      expect(page.itemIds, 'the cart kept its items').to.have.length(start.items.length - 1);
      await waitUntil(() => page!.wishlistLabel === 'Items on your wishlist: 1', 'the counter in English');
    });

    it('leaves the host line as it was when a change is answered with HTTP 500', async () => {
      page = await openHost(name);
      const before = page.countLine;
      const item = start.items.find((candidate) => !candidate.appointment && candidate.quantity === 1)!;
      await armFault('/api/cart/set-item-quantity', '500');
      page.chooseQuantity(item.id, 4);
      await waitUntil(
        () => textOf(page!.root).includes('Bei der Eingabe ist ein Fehler aufgetreten'),
        'the cart tells the shopper',
        { timeout: 10000 },
      );
      const select = page.tile(item.id)!.querySelector('select')!;
      await waitUntil(() => select.value === '1', 'the quantity is back at 1');
      expect(page.countLine).to.equal(before);
      const posts = (await recordedRequests()).filter((request) => request.method === 'POST');
      expect(posts.map((request) => request.path)).to.deep.equal(['/api/cart/set-item-quantity']);
    });
  });
}
