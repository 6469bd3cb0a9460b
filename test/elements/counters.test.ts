import { expect, waitUntil } from '@open-wc/testing';
import '../../elements/shop-cart-counter.js';
import '../../elements/shop-wishlist-counter.js';
import { writeAnonymousWishlist } from '../../src/storage/index.js';
import {
  clearBrowserStorage,
  restoreStorage,
  storageThrowsEverywhere,
  cookiesUnavailable,
} from '../helpers/storage-faults.js';

const mounted: Element[] = [];
const wishlistChange = (productIds: unknown) =>
  window.dispatchEvent(new CustomEvent('shop:wishlist-change', { detail: { productIds } }));

function mount<K extends 'shop-cart-counter' | 'shop-wishlist-counter'>(
  tag: K,
  json?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (json !== undefined) element.append(jsonChild(json));
  document.body.append(element);
  mounted.push(element);
  return element;
}

function jsonChild(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = text;
  return script;
}

const shown = (element: Element) => element.shadowRoot?.querySelector('[part="count"]')?.textContent;
const label = (element: Element) => element.shadowRoot?.querySelector('[part="label"]')?.textContent;

const cartChange = (itemCount: unknown, cartVersion = 1) =>
  window.dispatchEvent(
    new CustomEvent('shop:cart-change', {
      detail: { cartId: 'c', cartVersion, itemCount, total: { amount: 1, currencyCode: 'EUR' } },
    }),
  );

describe('<shop-wishlist-counter> and <shop-cart-counter>', () => {
  beforeEach(clearBrowserStorage);
  afterEach(() => {
    for (const element of mounted.splice(0)) element.remove();
    restoreStorage();
  });

  it('shows the wishlist from its cookie with a text alternative, and follows shop:wishlist-change', async () => {
    writeAnonymousWishlist(['a', 'b', 'c']);
    const counter = mount('shop-wishlist-counter');
    expect(shown(counter)).to.equal('3');
    expect(label(counter)).to.equal('Merkzettel: 3 Artikel');
    expect(counter.count).to.equal(3);
    expect(counter.dataset.count).to.equal('3');
    await expect(counter).to.be.accessible();
    window.dispatchEvent(new CustomEvent('shop:wishlist-change', { detail: { productIds: ['x'] } }));
    expect(label(counter)).to.equal('Merkzettel: 1 Artikel');
  });

  it('prefers the account copy of a logged-in visitor and follows it across tabs', () => {
    writeAnonymousWishlist(['a']);
    localStorage.setItem('shop.accountWishlist', '["s1","s2"]');
    const counter = mount('shop-wishlist-counter');
    expect(shown(counter)).to.equal('2');
    localStorage.setItem('shop.accountWishlist', '["s1","s2","s3","s4"]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.accountWishlist' }));
    expect(shown(counter)).to.equal('4');
  });

  it('shows the stored number of cart items and follows shop:cart-change and other tabs', async () => {
    localStorage.setItem('shop.cartItemCount', '4');
    const counter = mount('shop-cart-counter');
    expect(shown(counter)).to.equal('4');
    expect(label(counter)).to.equal('Warenkorb: 4 Artikel');
    await expect(counter).to.be.accessible();
    cartChange(6);
    expect(shown(counter)).to.equal('6');
    localStorage.removeItem('shop.cartItemCount');
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.cartItemCount' }));
    expect(shown(counter)).to.equal('0');
  });

  it('shows 0, throws nothing, with broken storage, corrupted JSON and events of the wrong shape', async () => {
    document.cookie = `shop_wishlist=${encodeURIComponent('[1,')}; Path=/`;
    localStorage.setItem('shop.cartItemCount', '{"x"');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const wishlist = mount('shop-wishlist-counter');
    const cart = mount('shop-cart-counter');
    expect([shown(wishlist), shown(cart)]).to.deep.equal(['0', '0']);
    window.dispatchEvent(new CustomEvent('shop:cart-change', { detail: 'nonsense' }));
    window.dispatchEvent(new CustomEvent('shop:wishlist-change', { detail: { productIds: 'x' } }));
    storageThrowsEverywhere();
    cookiesUnavailable();
    const again = mount('shop-wishlist-counter');
    const cartAgain = mount('shop-cart-counter');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect([shown(again), shown(cartAgain)]).to.deep.equal(['0', '0']);
    cartChange(2);
    expect(shown(cartAgain)).to.equal('2');
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
  });

  it('shows only parsed details: counts that are not non-negative safe integers are ignored', () => {
    const cart = mount('shop-cart-counter');
    cartChange(3);
    for (const bad of [-5, NaN, Infinity, 1.5, 1e21, '7', null]) cartChange(bad);
    window.dispatchEvent(
      new CustomEvent('shop:cart-change', {
        detail: {
          cartId: 'c',
          cartVersion: 1,
          get itemCount(): number {
            throw new Error('hostile getter');
          },
          total: { amount: 1, currencyCode: 'EUR' },
        },
      }),
    );
    expect([shown(cart), label(cart), cart.dataset.count]).to.deep.equal(['3', 'Warenkorb: 3 Artikel', '3']);
    localStorage.setItem('shop.cartItemCount', '1e21');
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.cartItemCount' }));
    expect(shown(cart), 'a stored count is no count either').to.equal('0');
  });

  it('shows only parsed wishlists: at most 99 non-empty product ids', () => {
    const wishlist = mount('shop-wishlist-counter');
    wishlistChange(['a', 'b']);
    const hundred = Array.from({ length: 100 }, (_, i) => `p${i}`);
    for (const bad of [[1, 2], ['a', ''], hundred, 'a,b', null, [['a']]]) wishlistChange(bad);
    expect([shown(wishlist), label(wishlist)]).to.deep.equal(['2', 'Merkzettel: 2 Artikel']);
    wishlistChange(['x', 'x', 'y']);
    expect(shown(wishlist), 'a repeated id counts once').to.equal('2');
  });

  it('starts from the wishlist the host page gives in a JSON child, then follows changes', async () => {
    writeAnonymousWishlist(['cookie-1']);
    localStorage.setItem('shop.accountWishlist', '["stale"]');
    const counter = mount('shop-wishlist-counter', '{ "productIds": ["s1", "s2", "s3"] }');
    expect([shown(counter), label(counter)]).to.deep.equal(['3', 'Merkzettel: 3 Artikel']);
    expect(counter.productIds).to.deep.equal(['s1', 's2', 's3']);
    await expect(counter).to.be.accessible();
    // The cookie of an anonymous visitor is no source once the host gave the list.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shown(counter)).to.equal('3');
    wishlistChange(['s4', 's1', 's2', 's3']);
    expect(shown(counter)).to.equal('4');
    // A logged-in visitor's copy written by another tab after a server answer is a change too.
    localStorage.setItem('shop.accountWishlist', '["s4"]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.accountWishlist' }));
    expect(shown(counter)).to.equal('1');
  });

  it('reads a JSON child that arrives after the element, and follows the host replacing or removing it', async () => {
    writeAnonymousWishlist(['cookie-1']);
    const counter = mount('shop-wishlist-counter');
    expect(shown(counter)).to.equal('1');
    const child = jsonChild('{ "productIds": ["a", "b"] }');
    counter.append(child);
    await waitUntil(() => shown(counter) === '2', 'the streamed child is read');
    child.textContent = '{ "productIds": ["a", "b", "c"] }';
    await waitUntil(() => shown(counter) === '3', 'the new text is read');
    wishlistChange(['a']);
    // Other changes in the element do not bring the host's list back.
    counter.append(document.createComment('unrelated'));
    await Promise.resolve();
    expect(shown(counter)).to.equal('1');
    child.remove();
    await waitUntil(() => shown(counter) === '1' && counter.productIds[0] === 'cookie-1', 'storage again');
  });

  it('ignores a JSON child or property that is not a wishlist, with a warning', () => {
    writeAnonymousWishlist(['cookie-1', 'cookie-2']);
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      const broken = mount('shop-wishlist-counter', '{ "productIds": ["a", 3] ');
      const wrong = mount('shop-wishlist-counter', '{ "productIds": "a" }');
      expect([shown(broken), shown(wrong)]).to.deep.equal(['2', '2']);
      wrong.productIds = [1, 2] as unknown as string[];
      expect(shown(wrong)).to.equal('2');
      wrong.productIds = ['p'];
      expect(shown(wrong)).to.equal('1');
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(3);
    expect(String(warnings[0])).to.contain('shop-wishlist-counter');
  });

  it('keeps working after being moved in the page', () => {
    const counter = mount('shop-cart-counter');
    document.body.prepend(counter);
    cartChange(3);
    expect(shown(counter)).to.equal('3');
    expect(counter.shadowRoot?.querySelectorAll('[part="count"]')).to.have.length(1);
  });

  it('works on a page that loads nothing else', async () => {
    localStorage.setItem('shop.cartItemCount', '2');
    writeAnonymousWishlist(['a']);
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><html lang="de"><body>
      <shop-wishlist-counter></shop-wishlist-counter><shop-cart-counter></shop-cart-counter>
      <script type="module" src="/bundles/shop-wishlist-counter.js"></script>
      <script type="module" src="/bundles/shop-cart-counter.js"></script></body></html>`;
    document.body.append(frame);
    mounted.push(frame);
    const doc = () => frame.contentDocument;
    const text = (tag: string) =>
      doc()?.querySelector(tag)?.shadowRoot?.querySelector('[part="label"]')?.textContent;
    await waitUntil(() => text('shop-cart-counter') && text('shop-wishlist-counter'), 'counters render', {
      timeout: 5000,
    });
    expect(text('shop-cart-counter')).to.equal('Warenkorb: 2 Artikel');
    expect(text('shop-wishlist-counter')).to.equal('Merkzettel: 1 Artikel');
    expect(doc()?.querySelectorAll('script').length, 'nothing but the two entries').to.equal(2);
  });

  it('takes a productIds property set before the element was defined (frameworks set properties)', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><html lang="de"><body>
      <shop-wishlist-counter></shop-wishlist-counter>
      <script>document.querySelector('shop-wishlist-counter').productIds = ['a', 'b', 'c'];</script>
      <script type="module" src="/bundles/shop-wishlist-counter.js"></script></body></html>`;
    document.body.append(frame);
    mounted.push(frame);
    const counter = () => frame.contentDocument?.querySelector('shop-wishlist-counter');
    await waitUntil(() => counter()?.shadowRoot?.querySelector('[part="label"]'), 'counter renders', {
      timeout: 5000,
    });
    expect(label(counter()!)).to.equal('Merkzettel: 3 Artikel');
  });

  it('does not throw when an entry is loaded twice more', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    for (const copy of ['a', 'b']) {
      await import(/* @vite-ignore */ `/bundles/shop-cart-counter.js?copy=${copy}`);
      await import(/* @vite-ignore */ `/bundles/shop-wishlist-counter.js?copy=${copy}`);
    }
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
  });
});
