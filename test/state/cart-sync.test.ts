import { expect, waitUntil } from '@open-wc/testing';
import {
  cartAtom,
  cartSyncNoticeAtom,
  currentTabId,
  isExpired,
  openCartSyncChannel,
  parseCartSyncMessage,
  receiveCartSyncAtom,
  type CartSyncMessage,
} from '../../src/state/index.js';
import { armFault, recordedRequests, resetCart, serverCart } from '../helpers/reference-api.js';
import {
  clearBrowserStorage,
  override,
  restoreStorage,
  storageThrowsEverywhere,
} from '../helpers/storage-faults.js';
import { cartStore } from '../helpers/store.js';

const message = (cartId: string, cartVersion: number, ageMs = 0): CartSyncMessage => ({
  cartId,
  cartVersion,
  sentAt: Date.now() - ageMs,
});

describe('state: cross-tab cart sync', () => {
  beforeEach(clearBrowserStorage);
  afterEach(restoreStorage);

  it('reads messages and lets them expire after 45 seconds', () => {
    expect(parseCartSyncMessage({ cartId: 'c', cartVersion: 2, sentAt: 1 })).to.deep.equal({
      cartId: 'c',
      cartVersion: 2,
      sentAt: 1,
    });
    expect(parseCartSyncMessage({ cartId: 'c' })).to.equal(null);
    expect(isExpired(message('c', 1, 44_000))).to.equal(false);
    expect(isExpired(message('c', 1, 46_000))).to.equal(true);
  });

  it('refetches on a newer version and opens the notice', async () => {
    const cart = await resetCart({ seed: 'default' });
    const store = cartStore({ ...cart, cartVersion: cart.cartVersion - 1 });
    expect(await store.set(receiveCartSyncAtom, message(cart.cartId, cart.cartVersion))).to.equal('synced');
    expect(store.get(cartAtom)?.cartVersion).to.equal(cart.cartVersion);
    expect(store.get(cartSyncNoticeAtom)).to.equal(true);
  });

  it('ignores expired messages, versions not newer, and other carts: no call at all', async () => {
    const cart = await resetCart({ seed: 'default' });
    const store = cartStore(cart);
    for (const m of [
      message(cart.cartId, cart.cartVersion + 1, 46_000),
      message(cart.cartId, cart.cartVersion),
      message(cart.cartId, cart.cartVersion - 1),
      message('another-cart', cart.cartVersion + 5),
    ]) {
      expect(await store.set(receiveCartSyncAtom, m)).to.equal('ignored');
    }
    expect(await recordedRequests()).to.deep.equal([]);
    expect(store.get(cartSyncNoticeAtom)).to.equal(false);
  });

  it('never applies an answer older than the cart on screen', async () => {
    const cart = await resetCart({ seed: 'default' });
    const shown = { ...cart, cartVersion: cart.cartVersion + 10 };
    const store = cartStore(shown);
    // The message claims a newer version, but the server answers the older one.
    expect(await store.set(receiveCartSyncAtom, message(cart.cartId, shown.cartVersion + 1))).to.equal(
      'ignored',
    );
    expect(store.get(cartAtom)).to.equal(shown);
    expect(store.get(cartSyncNoticeAtom)).to.equal(false);
  });

  it('keeps the cart on screen when the refetch fails', async () => {
    const cart = await resetCart({ seed: 'default' });
    const shown = { ...cart, cartVersion: cart.cartVersion - 1 };
    const store = cartStore(shown);
    await armFault('/api/cart', '500');
    expect(await store.set(receiveCartSyncAtom, message(cart.cartId, cart.cartVersion))).to.equal('ignored');
    expect(store.get(cartAtom)).to.equal(shown);
    expect((await serverCart()).cartVersion).to.equal(cart.cartVersion);
  });

  it('talks over BroadcastChannel with other tabs only', async () => {
    const received: CartSyncMessage[] = [];
    const onWire: unknown[] = [];
    const a = openCartSyncChannel(() => undefined);
    const b = openCartSyncChannel((m) => received.push(m));
    const otherTab = new BroadcastChannel('shop-cart-sync');
    otherTab.onmessage = (event: MessageEvent) => onWire.push(event.data);
    expect(a.transport).to.equal('broadcast-channel');
    a.post({ cartId: 'c', cartVersion: 7 });
    otherTab.postMessage({ ...message('c', 8), tabId: 'another-tab' });
    // Messages reach each channel in the order they were posted: once b has the other tab's message,
    // it has had this tab's (posted first) too.
    await waitUntil(() => received.length > 0 && onWire.length > 0, 'messages delivered');
    expect(onWire).to.deep.equal([
      { cartId: 'c', cartVersion: 7, sentAt: (onWire[0] as CartSyncMessage).sentAt, tabId: currentTabId() },
    ]);
    // Elements of this page follow each other through window events, not through the channel.
    expect(received.map((m) => m.cartVersion)).to.deep.equal([8]);
    a.close();
    b.close();
    otherTab.close();
  });

  it('falls back to storage events without BroadcastChannel, and throws nothing without storage', () => {
    override(window, 'BroadcastChannel', { value: undefined, writable: true });
    const received: CartSyncMessage[] = [];
    const channel = openCartSyncChannel((m) => received.push(m));
    expect(channel.transport).to.equal('storage');
    channel.post({ cartId: 'c', cartVersion: 3 });
    expect(localStorage.getItem('shop.cartSyncMessage')).to.contain('"cartVersion":3');
    // Another tab's write arrives as a storage event.
    const newValue = JSON.stringify(message('c', 4));
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.cartSyncMessage', newValue }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.cartSyncMessage', newValue: '{oops' }));
    expect(received.map((m) => m.cartVersion)).to.deep.equal([4]);
    storageThrowsEverywhere();
    expect(() => channel.post({ cartId: 'c', cartVersion: 5 })).not.to.throw();
    channel.close();
  });
});
