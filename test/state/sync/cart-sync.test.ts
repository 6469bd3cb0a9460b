import { expect, waitUntil } from '@open-wc/testing';
import {
  cartAtom,
  cartSyncNoticeAtom,
  changeItemQuantityAtom,
  createCoalescer,
  currentTabId,
  openCartSyncChannel,
  ownCallsWaitMsAtom,
  parseCartSyncMessage,
  receiveCartSyncAtom,
  type CartSyncMessage,
} from '../../../src/state/index.js';
import { CART_SYNC, isFreshTabMessage } from '../../../src/domain/index.js';
import {
  armFault,
  callsTo,
  recordedRequests,
  releaseHeld,
  resetCart,
  serverCart,
  setQuantityOnServer,
  waitForServerVersion,
} from '../../helpers/reference-api.js';
import { freshStorageEachTest, override, storageThrowsEverywhere } from '../../helpers/storage-faults.js';
import { cartStore } from '../../helpers/store.js';

const message = (cartId: string, cartVersion: number, ageMs = 0): CartSyncMessage => ({
  cartId,
  cartVersion,
  sentAt: Date.now() - ageMs,
});

/**
 * The default seed's cart in a bare store, and this tab's change of an item's quantity in flight: the
 * server has carried it out (version + 1) and holds its answer until `releaseHeld`.
 */
async function ownChangeInFlight() {
  const cart = await resetCart({ seed: 'default' });
  const item = cart.items.find((i) => !i.appointment)!;
  const store = cartStore(cart);
  await armFault('/api/cart/set-item-quantity', 'hold');
  const change = store.set(changeItemQuantityAtom, item, item.quantity + 1);
  await waitForServerVersion(cart.cartVersion + 1);
  return { cart, item, store, change };
}

describe('state: cross-tab cart sync', () => {
  freshStorageEachTest();

  it('reads messages and lets them expire after 45 seconds; messages from the future are not fresh', () => {
    expect(parseCartSyncMessage({ cartId: 'c', cartVersion: 2, sentAt: 1 })).to.deep.equal({
      cartId: 'c',
      cartVersion: 2,
      sentAt: 1,
    });
    expect(parseCartSyncMessage({ cartId: 'c' })).to.equal(null);
    for (const cartVersion of [-5, NaN, Infinity, 1.5, 1e21, '3']) {
      expect(parseCartSyncMessage({ cartId: 'c', cartVersion, sentAt: 1 }), String(cartVersion)).to.equal(
        null,
      );
    }
    expect(parseCartSyncMessage({ cartId: '', cartVersion: 1, sentAt: 1 })).to.equal(null);
    expect(parseCartSyncMessage({ cartId: 'c', cartVersion: 1, sentAt: '1' })).to.equal(null);
    const now = Date.now();
    expect(isFreshTabMessage(now - 44_000, now)).to.equal(true);
    expect(isFreshTabMessage(now - 46_000, now)).to.equal(false);
    expect(isFreshTabMessage(now + 1_000, now), 'within the clock skew').to.equal(true);
    expect(isFreshTabMessage(now + 60_000, now), 'from the future').to.equal(false);
    expect(isFreshTabMessage(NaN, now)).to.equal(false);
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

  it('ignores messages dated in the future beyond the clock skew: no call at all', async () => {
    const cart = await resetCart({ seed: 'default' });
    const store = cartStore({ ...cart, cartVersion: cart.cartVersion - 1 });
    const future = { ...message(cart.cartId, cart.cartVersion), sentAt: Date.now() + 60_000 };
    expect(await store.set(receiveCartSyncAtom, future)).to.equal('ignored');
    expect(await recordedRequests()).to.deep.equal([]);
  });

  it("waits for this tab's change in flight: its version passed on by another tab is no news, no notice", async () => {
    const { cart, store, change } = await ownChangeInFlight();
    const getsBefore = (await callsTo('/api/cart')).length;
    // Another tab refetched meanwhile and passes the new version on.
    const received = store.set(receiveCartSyncAtom, message(cart.cartId, cart.cartVersion + 1));
    await releaseHeld('/api/cart/set-item-quantity');
    await change;
    expect(await received).to.equal('ignored');
    expect(store.get(cartAtom)?.cartVersion).to.equal(cart.cartVersion + 1);
    expect(store.get(cartSyncNoticeAtom), "no notice: the change was this tab's own").to.equal(false);
    expect((await callsTo('/api/cart')).length, 'no refetch').to.equal(getsBefore);
  });

  it('a newer version than its own change, once that settled: refetches and opens the notice', async () => {
    const { cart, item, store, change } = await ownChangeInFlight();
    // Another tab changed the cart after this tab's change reached the server.
    const other = cart.items.find((i) => i !== item && !i.appointment)!;
    await setQuantityOnServer(other.id, other.quantity + 1);
    const received = store.set(receiveCartSyncAtom, message(cart.cartId, cart.cartVersion + 2));
    await releaseHeld('/api/cart/set-item-quantity');
    await change;
    expect(await received).to.equal('synced');
    expect(store.get(cartAtom)?.cartVersion).to.equal(cart.cartVersion + 2);
    expect(store.get(cartSyncNoticeAtom)).to.equal(true);
  });

  it('does not wait for a change that hangs: after ownCallsWaitMs a newer version from elsewhere shows', async () => {
    const { cart, item, store, change } = await ownChangeInFlight();
    expect(CART_SYNC.ownCallsWaitMs, 'the product waits ten seconds').to.equal(10_000);
    store.set(ownCallsWaitMsAtom, 300);
    // Another tab changed the cart after this tab's change reached the server; this tab's answer hangs.
    const other = cart.items.find((i) => i !== item && !i.appointment)!;
    await setQuantityOnServer(other.id, other.quantity + 1);
    expect(await store.set(receiveCartSyncAtom, message(cart.cartId, cart.cartVersion + 2))).to.equal(
      'synced',
    );
    expect(store.get(cartAtom)?.cartVersion, 'the newest cart, while the change still hangs').to.equal(
      cart.cartVersion + 2,
    );
    expect(store.get(cartSyncNoticeAtom)).to.equal(true);
    await releaseHeld('/api/cart/set-item-quantity');
    await change;
    expect(store.get(cartAtom)?.cartVersion, "the hung change's older answer is not shown").to.equal(
      cart.cartVersion + 2,
    );
  });

  it('coalesces 200 newer messages: one GET /api/cart in flight and one waiting at most', async () => {
    const cart = await resetCart({ seed: 'default' });
    const store = cartStore({ ...cart, cartVersion: cart.cartVersion - 1 });
    const gets = async () => (await recordedRequests()).filter((r) => r.path === '/api/cart').length;
    await armFault('/api/cart', 'hold');
    const first = store.set(receiveCartSyncAtom, message(cart.cartId, cart.cartVersion));
    await waitUntil(async () => (await gets()) === 1, 'the first refetch is in flight');
    const rest = Array.from({ length: 199 }, (_, i) =>
      store.set(receiveCartSyncAtom, message(cart.cartId, cart.cartVersion + 1 + i)),
    );
    await releaseHeld('/api/cart');
    const outcomes = await Promise.all([first, ...rest]);
    expect(await gets()).to.equal(2);
    expect(outcomes.filter((o) => o === 'synced')).to.have.length(1);
    expect(store.get(cartAtom)?.cartVersion).to.equal(cart.cartVersion);
    expect(store.get(cartSyncNoticeAtom)).to.equal(true);
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

describe('state: coalesced calls', () => {
  const calls = () => {
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const call =
      (name: string, fails = false) =>
      () => {
        started.push(name);
        return new Promise<void>((resolve, reject) =>
          finish.push(() => (fails ? reject(new Error(name)) : resolve())),
        );
      };
    return { started, finish, call };
  };

  it('runs a burst as one call in flight and one waiting, the waiting one the last asked for', async () => {
    const { started, finish, call } = calls();
    const coalescer = createCoalescer();
    const first = coalescer.request(call('a'));
    expect(coalescer.request(call('b')), 'joins the run that has not started yet').to.equal(first);
    await waitUntil(() => started.length === 1, 'the run starts');
    expect(started).to.deep.equal(['b']);
    // While 'b' runs, requests wait for one run after it.
    const waiting = ['c', 'd', 'e'].map((name) => coalescer.request(call(name)));
    expect(new Set(waiting).size, 'the waiting requests share one run').to.equal(1);
    finish[0]!();
    await first;
    await waitUntil(() => started.length === 2, 'the waiting run starts');
    expect(started).to.deep.equal(['b', 'e']);
    finish[1]!();
    await waiting[0];
    // Idle again: the next request gets a run of its own.
    const last = coalescer.request(call('f'));
    await waitUntil(() => started.length === 3, 'a new run');
    finish[2]!();
    await last;
    expect(started).to.deep.equal(['b', 'e', 'f']);
  });

  it('goes on after a call that fails', async () => {
    const { started, finish, call } = calls();
    const coalescer = createCoalescer();
    const first = coalescer.request(call('a', true));
    await waitUntil(() => started.length === 1, 'the first run starts');
    const second = coalescer.request(call('b'));
    finish[0]!();
    await first;
    await waitUntil(() => started.length === 2, 'the second run starts');
    finish[1]!();
    await second;
    expect(started).to.deep.equal(['a', 'b']);
  });
});
