// Two carts on one page stay in step through shop:cart-change: the one that did not change refetches
// once, and neither echoes the other.
import { expect, waitUntil } from '@open-wc/testing';
import { $, choose, mountShopCart, waitForTiles } from '../helpers/cart-fixture.js';
import { recordedRequests, resetCart } from '../helpers/reference-api.js';
import { settledReact, trackPageFetches } from '../helpers/settle.js';
import { recordEvents } from '../helpers/store.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';

describe('two carts on one page', () => {
  beforeEach(clearBrowserStorage);

  it('follow each other through shop:cart-change, refetching once, without echo', async () => {
    const start = await resetCart({ seed: 'default' });
    const item = start.items.find((i) => !i.appointment)!;
    const fetches = trackPageFetches();
    try {
      let first: Element | undefined;
      let second: Element | undefined;
      // Each cart announces its first cart in an effect of its first render: those are over after this.
      await settledReact(() => {
        first = mountShopCart({ data: { props: { cart: start } } });
        second = mountShopCart({ data: { props: { cart: start } } });
      });
      await waitForTiles(first!);
      await waitForTiles(second!);
      const events = recordEvents<{ cartVersion: number }>('shop:cart-change');
      choose($<HTMLSelectElement>(first!, `[data-item-id="${item.id}"] select`)!, '3');
      const select = () => $<HTMLSelectElement>(second!, `[data-item-id="${item.id}"] select`)!;
      await waitUntil(() => select().value === '3', 'the second cart follows', { timeout: 5000 });
      // Every answer read (the second cart's refetch included) and rendered: an echo would be out now.
      await settledReact(() => fetches.settled());
      events.stop();
      expect(events.details.map((d) => d.cartVersion)).to.deep.equal([start.cartVersion + 1]);
      const paths = (await recordedRequests()).map((r) => r.path);
      expect(paths.filter((p) => p === '/api/cart/set-item-quantity')).to.have.length(1);
      expect(
        paths.filter((p) => p === '/api/cart'),
        'one refetch',
      ).to.have.length(1);
    } finally {
      fetches.stop();
    }
  });
});
