import { expect } from '@open-wc/testing';
import { createStore } from 'jotai';
import {
  CART_CHANGE_EVENT,
  parseCartChangeDetail,
  type CartChangeDetail,
} from '../../../src/events/cart-change.js';
import { WISHLIST_CHANGE_EVENT } from '../../../src/events/wishlist-change.js';
import {
  cartChangeBridge,
  cartItemCountBridge,
  createWindowEventBridge,
  sameIds,
  wishlistBridge,
} from '../../../src/state/index.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';
import { recordEvents } from '../../helpers/store.js';

const detail = (cartVersion: number, itemCount = 2): CartChangeDetail => ({
  cartId: 'c-1',
  cartVersion,
  itemCount,
  total: { amount: 10, currencyCode: 'EUR' },
});

describe('state: atoms bridged to window events', () => {
  beforeEach(clearBrowserStorage);

  it('dispatches on publish, and another store follows without dispatching again', () => {
    const events = recordEvents<CartChangeDetail>(CART_CHANGE_EVENT);
    const a = createStore();
    const b = createStore();
    const unsubscribeA = a.sub(cartChangeBridge.valueAtom, () => undefined);
    const unsubscribeB = b.sub(cartChangeBridge.valueAtom, () => undefined);
    // Window events are dispatched and heard synchronously: no waiting needed.
    expect(a.set(cartChangeBridge.publishAtom, detail(4))).to.equal(true);
    expect(b.get(cartChangeBridge.valueAtom)).to.deep.equal(detail(4));
    expect(events.details, 'one event, no echo').to.have.length(1);
    // b publishing what it already has is not a change: nothing is sent.
    expect(b.set(cartChangeBridge.publishAtom, detail(4))).to.equal(false);
    expect(a.set(cartChangeBridge.publishAtom, detail(4))).to.equal(false);
    expect(events.details).to.have.length(1);
    unsubscribeA();
    unsubscribeB();
    events.stop();
  });

  it('ignores events of the wrong shape', async () => {
    const store = createStore();
    const unsubscribe = store.sub(cartChangeBridge.valueAtom, () => undefined);
    window.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: { cartId: 1 } }));
    window.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: null }));
    window.dispatchEvent(new Event(CART_CHANGE_EVENT));
    expect(store.get(cartChangeBridge.valueAtom)).to.equal(null);
    expect(parseCartChangeDetail(detail(1))).to.deep.equal(detail(1));
    unsubscribe();
  });

  it('gives counters the stored count first, then events, then other tabs', () => {
    localStorage.setItem('shop.cartItemCount', '5');
    const store = createStore();
    const unsubscribe = store.sub(cartItemCountBridge.valueAtom, () => undefined);
    expect(store.get(cartItemCountBridge.valueAtom)).to.equal(5);
    window.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: detail(2, 3) }));
    expect(store.get(cartItemCountBridge.valueAtom)).to.equal(3);
    localStorage.setItem('shop.cartItemCount', '9');
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop.cartItemCount', newValue: '9' }));
    expect(store.get(cartItemCountBridge.valueAtom)).to.equal(9);
    unsubscribe();
  });

  it('shares the wishlist: the cookie cut to 99 first, then shop:wishlist-change of at most 99 ids', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`);
    document.cookie = `shop_wishlist=${encodeURIComponent(JSON.stringify(ids(150)))}; Path=/`;
    const store = createStore();
    const unsubscribe = store.sub(wishlistBridge.valueAtom, () => undefined);
    expect(store.get(wishlistBridge.valueAtom)).to.deep.equal(ids(99));
    window.dispatchEvent(new CustomEvent(WISHLIST_CHANGE_EVENT, { detail: { productIds: ['a', 'b'] } }));
    expect(store.get(wishlistBridge.valueAtom)).to.deep.equal(['a', 'b']);
    // An event is input: a list beyond the limit is refused, not cut.
    window.dispatchEvent(new CustomEvent(WISHLIST_CHANGE_EVENT, { detail: { productIds: ids(100) } }));
    expect(store.get(wishlistBridge.valueAtom)).to.deep.equal(['a', 'b']);
    window.dispatchEvent(new CustomEvent(WISHLIST_CHANGE_EVENT, { detail: { productIds: ids(99) } }));
    expect(store.get(wishlistBridge.valueAtom)).to.have.length(99);
    unsubscribe();
  });

  it('stops listening when unmounted', () => {
    const bridge = createWindowEventBridge<number>({
      eventName: 'test:n',
      initial: () => 0,
      parse: (d) => (typeof d === 'number' ? d : null),
      toDetail: (n) => n,
      equals: (x, y) => x === y,
    });
    const store = createStore();
    const unsubscribe = store.sub(bridge.valueAtom, () => undefined);
    window.dispatchEvent(new CustomEvent('test:n', { detail: 1 }));
    unsubscribe();
    window.dispatchEvent(new CustomEvent('test:n', { detail: 2 }));
    expect(store.get(bridge.valueAtom)).to.equal(1);
    expect(sameIds(['a'], ['a'])).to.equal(true);
  });
});
