// Without BroadcastChannel the tabs poll the stored sync message every 150 ms (spec point 7). A write
// in this document sends it no storage event, so what arrives here arrived by polling.
import { expect, waitUntil } from '@open-wc/testing';
import { openCartSyncChannel, type CartSyncMessage } from '../../../src/state/sync/cart-sync.js';
import { clearBrowserStorage, override, restoreStorage } from '../../helpers/storage-faults.js';

const KEY = 'shop.cartSyncMessage';
/** What another tab writes: its own tab id, sent now. */
const fromOtherTab = (cartVersion: number) =>
  JSON.stringify({ cartId: 'c', cartVersion, sentAt: Date.now(), tabId: 'another-tab' });

describe('state: cart sync polling without BroadcastChannel', () => {
  beforeEach(async () => {
    await clearBrowserStorage();
    override(window, 'BroadcastChannel', { value: undefined, writable: true });
  });
  afterEach(restoreStorage);

  it("reads another tab's stored message without a storage event, each message once", async () => {
    // Stored before this tab opened its end: old news, not handed on.
    localStorage.setItem(KEY, fromOtherTab(1));
    const received: number[] = [];
    const channel = openCartSyncChannel((message: CartSyncMessage) => received.push(message.cartVersion));
    expect(channel.transport).to.equal('storage');
    localStorage.setItem(KEY, fromOtherTab(2));
    await waitUntil(() => received.length === 1, 'the poll reads the new message', { timeout: 2000 });
    // Its own post is not read back; the next message of the other tab arrives, and nothing twice.
    channel.post({ cartId: 'c', cartVersion: 3 });
    localStorage.setItem(KEY, fromOtherTab(4));
    await waitUntil(() => received.includes(4), 'the next message', { timeout: 2000 });
    // A storage event for a value the poll already delivered is not handed on again.
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: localStorage.getItem(KEY) }));
    expect(received).to.deep.equal([2, 4]);
    channel.close();
  });

  it('stops polling once closed', async () => {
    const received: number[] = [];
    const channel = openCartSyncChannel((message: CartSyncMessage) => received.push(message.cartVersion));
    channel.close();
    localStorage.setItem(KEY, fromOtherTab(5));
    // A second channel, still open, proves a poll ran after the write.
    const later: number[] = [];
    const other = openCartSyncChannel((message: CartSyncMessage) => later.push(message.cartVersion));
    localStorage.setItem(KEY, fromOtherTab(6));
    await waitUntil(() => later.includes(6), 'the open channel polled', { timeout: 2000 });
    expect(received).to.deep.equal([]);
    other.close();
  });
});
