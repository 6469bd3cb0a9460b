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

function mount<K extends 'shop-cart-counter' | 'shop-wishlist-counter'>(tag: K): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  document.body.append(element);
  mounted.push(element);
  return element;
}

const shown = (element: Element) => element.shadowRoot?.querySelector('[part="count"]')?.textContent;
const label = (element: Element) => element.shadowRoot?.querySelector('[part="label"]')?.textContent;

const cartChange = (itemCount: number, cartVersion = 1) =>
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
