// Without BroadcastChannel the tabs poll the stored sync message every 150 ms (spec point 7). A write
// in this document sends it no storage event, so what arrives here arrived by polling.
import { expect, waitUntil } from '@open-wc/testing';
import { openCartSyncChannel, type CartSyncMessage } from '../../../src/state/sync/cart-sync.js';
import { clearBrowserStorage, override, restoreStorage } from '../../helpers/storage-faults.js';

const KEY = 'shop.cartSyncMessage';
/** What another tab writes: its own tab id, sent now. */
const fromOtherTab = (cartVersion: number) =>
  JSON.stringify({ cartId: 'c', cartVersion, sentAt: Date.now(), tabId: 'another-tab' });

/**
 * A virtual clock for the page's intervals: `advance(ms)` runs each interval's callback once per full
 * period that passes, so what the test counts does not depend on how busy the machine is.
 */
function virtualIntervals() {
  const timers = new Map<number, { run: () => void; periodMs: number; elapsedMs: number }>();
  let nextId = 1;
  override(window, 'setInterval', {
    writable: true,
    value: (run: () => void, periodMs = 0) => {
      timers.set(nextId, { run, periodMs, elapsedMs: 0 });
      return nextId++;
    },
  });
  override(window, 'clearInterval', { writable: true, value: (id: number) => timers.delete(id) });
  return {
    periods: () => [...timers.values()].map((timer) => timer.periodMs),
    advance(ms: number) {
      for (const timer of timers.values()) {
        timer.elapsedMs += ms;
        while (timer.elapsedMs >= timer.periodMs) {
          timer.elapsedMs -= timer.periodMs;
          timer.run();
        }
      }
    },
  };
}

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

  it('polls every 150 ms of the clock: nothing arrives at 149 ms, the message at 150 ms', () => {
    const clock = virtualIntervals();
    const received: number[] = [];
    const channel = openCartSyncChannel((message: CartSyncMessage) => received.push(message.cartVersion));
    expect(clock.periods()).to.deep.equal([150]);
    localStorage.setItem(KEY, fromOtherTab(7));
    clock.advance(149);
    expect(received, 'no poll before 150 ms').to.deep.equal([]);
    clock.advance(1);
    expect(received, 'one poll at 150 ms').to.deep.equal([7]);
    localStorage.setItem(KEY, fromOtherTab(8));
    clock.advance(150);
    expect(received).to.deep.equal([7, 8]);
    channel.close();
    expect(clock.periods(), 'closing stops the poll').to.deep.equal([]);
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
