import { expect } from '@open-wc/testing';
import {
  addToWishlistAtom,
  busyItemsAtom,
  removeFromWishlistAtom,
  snackbarAtom,
  toggleWishlistAtom,
  wishlistAtom,
} from '../../src/state/index.js';
import { WISHLIST_CHANGE_EVENT } from '../../src/events/wishlist-change.js';
import { moveToWishlistAtom, prefetchWishlistFlow } from '../../src/state/actions/move-to-wishlist.js';
import {
  readAccountWishlist,
  readAnonymousWishlist,
  writeAnonymousWishlist,
} from '../../src/storage/index.js';
import { recordedRequests, resetCart } from '../helpers/reference-api.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';
import { cartStore, recordEvents } from '../helpers/store.js';

const full = () => Array.from({ length: 99 }, (_, i) => `w${i}`);

describe('state: the wishlist of an anonymous visitor (cookie)', () => {
  beforeEach(clearBrowserStorage);

  it('adds at the front, moves a present id to the front, and announces each change', async () => {
    const events = recordEvents<{ productIds: string[] }>(WISHLIST_CHANGE_EVENT);
    const store = cartStore(null);
    await store.set(addToWishlistAtom, 'a');
    await store.set(addToWishlistAtom, 'b');
    await store.set(addToWishlistAtom, 'a');
    expect(readAnonymousWishlist()).to.deep.equal(['a', 'b']);
    expect(store.get(wishlistAtom)).to.deep.equal(['a', 'b']);
    expect(events.details.map((d) => d.productIds)).to.deep.equal([['a'], ['b', 'a'], ['a', 'b']]);
    events.stop();
  });

  it('toggles: present means remove, otherwise add', async () => {
    const store = cartStore(null);
    await store.set(toggleWishlistAtom, 'a');
    expect(readAnonymousWishlist()).to.deep.equal(['a']);
    await store.set(toggleWishlistAtom, 'a');
    expect(readAnonymousWishlist()).to.deep.equal([]);
  });

  it('refuses the 100th product, but still moves a present one to the front', async () => {
    writeAnonymousWishlist(full());
    const store = cartStore(null);
    expect(await store.set(addToWishlistAtom, 'new')).to.deep.equal({ status: 'full' });
    expect(readAnonymousWishlist()).to.have.length(99);
    expect(await store.set(addToWishlistAtom, 'w50')).to.deep.equal({ status: 'done' });
    expect(readAnonymousWishlist()[0]).to.equal('w50');
  });
});

describe('state: the wishlist of a logged-in visitor (server)', () => {
  beforeEach(clearBrowserStorage);

  it('adds with {productId}, removes with a wrapped id, and keeps the answer for the counters', async () => {
    await resetCart({ loggedIn: true, wishlist: ['x'] });
    const store = cartStore(null, { customerEmailHash: 'abc' });
    expect(await store.set(addToWishlistAtom, 'p1')).to.deep.equal({ status: 'done' });
    expect(store.get(wishlistAtom)).to.deep.equal(['p1', 'x']);
    await store.set(removeFromWishlistAtom, 'x');
    const calls = (await recordedRequests()).filter((r) => r.path.startsWith('/api/wishlist/'));
    expect(calls.map(({ path, body }) => ({ path, body }))).to.deep.equal([
      { path: '/api/wishlist/add-products', body: { productId: 'p1' } },
      { path: '/api/wishlist/remove-product', body: { productIds: ['x'] } },
    ]);
    expect(store.get(wishlistAtom)).to.deep.equal(['p1']);
    expect(readAccountWishlist()).to.deep.equal(['p1']);
    expect(readAnonymousWishlist(), 'the cookie is not touched').to.deep.equal([]);
  });

  it("treats the server's COUNT_EXCEEDED as a full wishlist", async () => {
    await resetCart({ loggedIn: true, wishlist: full() });
    const store = cartStore(null, { customerEmailHash: 'abc' });
    expect(await store.set(addToWishlistAtom, 'p1')).to.deep.equal({ status: 'full' });
  });

  it('reports other failures as failed, with nothing changed', async () => {
    await resetCart({ loggedIn: false });
    const store = cartStore(null, { customerEmailHash: 'abc' });
    const result = await store.set(addToWishlistAtom, 'p1');
    expect(result.status).to.equal('failed');
    expect(store.get(wishlistAtom)).to.deep.equal([]);
  });
});

describe('state: moving a cart item to the wishlist', () => {
  beforeEach(clearBrowserStorage);

  it('adds the product, then removes the item from the cart, and opens the success snackbar', async () => {
    const cart = await resetCart({ seed: 'default' });
    const store = cartStore(cart);
    const item = cart.items[0]!;
    expect(await store.set(moveToWishlistAtom, item)).to.equal('moved');
    expect(readAnonymousWishlist()).to.deep.equal([item.product.productId]);
    const requests = await recordedRequests();
    expect(requests.map((r) => r.path)).to.include('/api/cart/remove-item');
    expect(store.get(snackbarAtom)).to.deep.include({
      variant: 'success',
      message: { key: 'wishlist.moved' },
    });
    expect(store.get(snackbarAtom)?.link?.href).to.equal('/wishlist');
  });

  it("marks the item busy at once and starts the wishlist's work after the click's frame", async () => {
    const cart = await resetCart({ seed: 'default' });
    const store = cartStore(cart);
    const item = cart.items[0]!;
    // The flow's chunk already here (the shopper pointed at the button): it would run at once.
    prefetchWishlistFlow();
    await import('../../src/state/actions/move-to-wishlist-flow.js');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // What the frame after the click shows, read in its animation-frame callback, before it paints.
    const inFrame = new Promise<[boolean, string[]]>((resolve) =>
      requestAnimationFrame(() => resolve([store.get(busyItemsAtom).has(item.id), readAnonymousWishlist()])),
    );
    const moving = store.set(moveToWishlistAtom, item);
    expect(store.get(busyItemsAtom).get(item.id)?.kind, 'busy at once').to.equal('move-to-wishlist');
    expect(await inFrame, 'busy in the frame, the wishlist not yet touched').to.deep.equal([true, []]);
    expect(await moving).to.equal('moved');
    expect(readAnonymousWishlist()).to.deep.equal([item.product.productId]);
  });

  it('is blocked with the error snackbar when the wishlist is full: the item stays', async () => {
    const cart = await resetCart({ seed: 'default' });
    writeAnonymousWishlist(full());
    const store = cartStore(cart);
    expect(await store.set(moveToWishlistAtom, cart.items[0]!)).to.equal('full');
    expect((await recordedRequests()).map((r) => r.path)).not.to.include('/api/cart/remove-item');
    expect(store.get(snackbarAtom)).to.deep.include({ variant: 'error', message: { key: 'wishlist.full' } });
  });

  it("asks the server for a logged-in visitor even when this browser's list holds the product", async () => {
    const cart = await resetCart({ loggedIn: true, wishlist: ['x'] });
    const item = cart.items[0]!;
    // The cookie of an earlier anonymous visit is not the logged-in visitor's wishlist.
    writeAnonymousWishlist([item.product.productId]);
    const events = recordEvents<{ productIds: string[] }>(WISHLIST_CHANGE_EVENT);
    const store = cartStore(cart, { customerEmailHash: 'abc' });
    expect(await store.set(moveToWishlistAtom, item)).to.equal('moved');
    const paths = (await recordedRequests()).map((r) => r.path);
    expect(paths).to.include('/api/wishlist/add-products');
    expect(events.details.map((d) => d.productIds)).to.deep.equal([[item.product.productId, 'x']]);
    events.stop();
  });

  it('only removes from the cart when the product is already on the wishlist', async () => {
    const cart = await resetCart({ seed: 'default' });
    const item = cart.items[1]!;
    writeAnonymousWishlist([...full().slice(1), item.product.productId]);
    const events = recordEvents(WISHLIST_CHANGE_EVENT);
    const store = cartStore(cart);
    expect(await store.set(moveToWishlistAtom, item)).to.equal('moved');
    expect(events.details, 'the wishlist did not change').to.have.length(0);
    events.stop();
  });

  it("keeps the item when the server's answer lacks the product (not kept), and says so", async () => {
    const cart = await resetCart({ loggedIn: true, wishlist: [] });
    const store = cartStore(cart, { customerEmailHash: 'abc' });
    const realFetch = window.fetch;
    // A backend that answers success without keeping the product.
    window.fetch = (input, init) =>
      String(input).includes('/api/wishlist/add-products')
        ? Promise.resolve(Response.json(['someone-else']))
        : realFetch(input, init);
    try {
      expect(await store.set(moveToWishlistAtom, cart.items[0]!)).to.equal('not-kept');
    } finally {
      window.fetch = realFetch;
    }
    expect((await recordedRequests()).map((r) => r.path)).not.to.include('/api/cart/remove-item');
    expect(store.get(snackbarAtom)).to.deep.include({
      variant: 'error',
      message: { key: 'wishlist.notKept' },
    });
    expect(store.get(wishlistAtom)).to.deep.equal([]);
  });
});
