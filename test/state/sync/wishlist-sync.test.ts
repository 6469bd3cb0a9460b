// The wishlist between tabs on a BroadcastChannel: what a page posts, what it takes from other tabs, and
// that it takes without announcing again (no echo).
import { expect, waitUntil } from '@open-wc/testing';
import { createStore } from 'jotai';
import { WISHLIST_CHANGE_EVENT } from '../../../src/events/wishlist-change.js';
import { currentTabId, wishlistBridge } from '../../../src/state/index.js';
import { clearBrowserStorage } from '../../helpers/storage-faults.js';
import { recordEvents } from '../../helpers/store.js';

// The tabs' channel, shared with the cart versions.
const CHANNEL = 'shop-cart-sync';

describe('state: the wishlist across tabs', () => {
  beforeEach(clearBrowserStorage);

  it('posts what this page publishes, stamped with its tab id and time', async () => {
    const onWire: { productIds: string[]; sentAt: number; tabId: string }[] = [];
    const otherTab = new BroadcastChannel(CHANNEL);
    otherTab.onmessage = (event: MessageEvent) => {
      if ('productIds' in (event.data as object)) onWire.push(event.data as (typeof onWire)[number]);
    };
    const store = createStore();
    const before = Date.now();
    expect(store.set(wishlistBridge.publishAtom, ['a', 'b'])).to.equal(true);
    // Publishing what is already there is no change: nothing is posted.
    expect(store.set(wishlistBridge.publishAtom, ['a', 'b'])).to.equal(false);
    await waitUntil(() => onWire.length > 0, 'the message arrives');
    expect(onWire).to.have.length(1);
    expect(onWire[0]).to.deep.include({ productIds: ['a', 'b'], tabId: currentTabId() });
    expect(onWire[0]!.sentAt).to.be.within(before, Date.now());
    otherTab.close();
  });

  it("takes another tab's list without announcing it; ignores its own page, stale, future and bad messages", async () => {
    const events = recordEvents(WISHLIST_CHANGE_EVENT);
    const store = createStore();
    const unsubscribe = store.sub(wishlistBridge.valueAtom, () => undefined);
    const otherTab = new BroadcastChannel(CHANNEL);
    const now = Date.now();
    const post = (message: object) => otherTab.postMessage({ sentAt: now, tabId: 'another-tab', ...message });
    post({ productIds: ['mine'], tabId: currentTabId() });
    post({ productIds: ['stale'], sentAt: now - 46_000 });
    post({ productIds: ['future'], sentAt: now + 60_000 });
    post({ productIds: ['late'], sentAt: String(now) });
    post({ productIds: [1, 2] });
    post({ productIds: Array.from({ length: 100 }, (_, i) => `p${i}`) });
    post({ productIds: 'x' });
    // Messages of one sender arrive in order: once this one is taken, all above were read.
    post({ productIds: ['x', 'y'] });
    await waitUntil(() => store.get(wishlistBridge.valueAtom).length === 2, 'the valid message is taken');
    expect(store.get(wishlistBridge.valueAtom)).to.deep.equal(['x', 'y']);
    expect(events.details, 'no echo on this page').to.deep.equal([]);
    unsubscribe();
    otherTab.close();
    events.stop();
  });
});
