// Search conversions (Algolia's search-insights, loaded lazily) and the recommendation object, from the
// element's confirmed carts.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../src/domain/index.js';
import { addSearchAnalyticsEntry, readSearchAnalytics } from '../../src/storage/index.js';
import { $, choose, mountShopCart, waitForTiles } from '../helpers/cart-fixture.js';
import { eventNames, waitForEntries } from '../helpers/data-layer.js';
import { resetCart } from '../helpers/reference-api.js';
import { freshDataLayerEachTest } from '../helpers/tracking-journeys.js';
import { override, restoreStorage } from '../helpers/storage-faults.js';

const BOX = '30005';
const boxOf = (cart: Cart): CartItem => cart.items.find((item) => item.product.productId === BOX)!;
const selectOf = (element: Element, item: CartItem) =>
  $<HTMLSelectElement>(element, `[data-item-id="${item.id}"] select`)!;

interface Beacon {
  url: URL;
  events: Record<string, unknown>[];
}

/** Catches what the insights client sends (it uses navigator.sendBeacon where there is one). */
function catchBeacons(): Beacon[] {
  const beacons: Beacon[] = [];
  override(navigator, 'sendBeacon', {
    writable: true,
    value: (url: string, body: string) => {
      beacons.push({
        url: new URL(url),
        events: (JSON.parse(body) as { events: Record<string, unknown>[] }).events,
      });
      return true;
    },
  });
  return beacons;
}

const SEARCH_INSIGHTS = { appId: 'APPID', apiKey: 'search-key', userToken: 'visitor-7', region: 'de' };

describe('tracking: search conversions', () => {
  freshDataLayerEachTest();
  afterEach(restoreStorage);

  it('sends the searches that led to products in the cart, and keeps the others', async () => {
    const beacons = catchBeacons();
    addSearchAnalyticsEntry({
      eventName: 'Product Clicked',
      index: 'products_de',
      queryId: 'q-1',
      objectIds: ['99999', BOX],
      positions: [1, 4],
    });
    addSearchAnalyticsEntry({
      eventName: 'Product Added',
      index: 'products_de',
      queryId: 'q-2',
      objectIds: ['10412'],
    });
    addSearchAnalyticsEntry({
      eventName: 'Product Clicked',
      index: 'products_de',
      queryId: 'q-3',
      objectIds: ['88888'],
    });
    await resetCart({ seed: 'default' });
    const element = mountShopCart({ data: { props: { tracking: { searchInsights: SEARCH_INSIGHTS } } } });
    await waitForTiles(element);
    await waitUntil(() => beacons.length === 2, 'two events sent', { timeout: 8000 });

    for (const beacon of beacons) {
      expect(beacon.url.origin + beacon.url.pathname).to.equal('https://insights.de.algolia.io/1/events');
      expect(beacon.url.searchParams.get('X-Algolia-Application-Id')).to.equal('APPID');
      expect(beacon.url.searchParams.get('X-Algolia-API-Key')).to.equal('search-key');
    }
    expect(beacons.map((beacon) => beacon.events)).to.deep.equal([
      [
        {
          eventType: 'click',
          eventName: 'Product Clicked',
          index: 'products_de',
          queryID: 'q-1',
          objectIDs: [BOX],
          positions: [4],
          userToken: 'visitor-7',
        },
      ],
      [
        {
          eventType: 'conversion',
          eventName: 'Product Added',
          index: 'products_de',
          queryID: 'q-2',
          objectIDs: ['10412'],
          userToken: 'visitor-7',
        },
      ],
    ]);
    // Sent once: the entries left the store; the one for a product not in the cart stays.
    expect(readSearchAnalytics().map((entry) => entry.queryId)).to.deep.equal(['q-3']);
  });

  it('sends nothing and reads nothing without a configured client', async () => {
    const beacons = catchBeacons();
    addSearchAnalyticsEntry({
      eventName: 'Product Added',
      index: 'products_de',
      queryId: 'q-2',
      objectIds: [BOX],
    });
    const cart = await resetCart({ seed: 'default' });
    const element = mountShopCart({ data: {} });
    await waitForTiles(element);
    await waitForEntries(4);
    choose(selectOf(element, boxOf(cart)), '2');
    await waitForEntries(6);
    expect(beacons).to.deep.equal([]);
    expect(readSearchAnalytics()).to.have.length(1);
  });
});

describe('tracking: the recommendation object', () => {
  type Recommendations = unknown[][] & { push(entry: unknown[]): number };
  const target = () => (window as unknown as { shopRecommendations?: Recommendations }).shopRecommendations;

  freshDataLayerEachTest();
  afterEach(() => {
    delete (window as { shopRecommendations?: unknown }).shopRecommendations;
  });

  const products = (cart: Cart) =>
    cart.items.map((item) => ({
      name: item.product.trackingName,
      quantity: item.quantity,
      price: item.product.price.gross.amount,
      sku: item.product.manufacturerSku,
    }));

  it('receives the cart’s products on the first cart and after each confirmed change only', async () => {
    (window as unknown as { shopRecommendations: unknown[] }).shopRecommendations = [];
    const cart = await resetCart({ seed: 'default' });
    const data = { props: { tracking: { recommendations: { globalName: 'shopRecommendations' } } } };
    const element = mountShopCart({ data });
    const other = mountShopCart({ data });
    await waitForTiles(element);
    await waitForTiles(other);
    await waitUntil(() => target()?.length === 1, 'the first cart');
    expect(target()![0]).to.deep.equal(['cart', products(cart)]);
    expect(products(cart)[0]).to.deep.equal({
      name: 'Kochkurs „Italienische Küche“ für 2 bis 4 Personen',
      quantity: 1,
      price: 129,
      sku: '4711',
    });

    choose(selectOf(element, boxOf(cart)), '3');
    await waitUntil(() => target()?.length === 2, 'after the change');
    // The other cart refetches (a load, not a change): nothing more; its own change counts.
    await waitUntil(() => selectOf(other, boxOf(cart)).value === '3', 'the other cart follows');
    choose(selectOf(other, boxOf(cart)), '2');
    await waitUntil(() => target()?.length === 3, 'after the other cart’s change');
    await waitUntil(() => selectOf(element, boxOf(cart)).value === '2', 'the first cart follows');
    const quantities = target()!.map(
      ([, list]) =>
        (list as { sku: string; quantity: number }[]).find((product) => product.sku === '7001')?.quantity,
    );
    expect(quantities).to.deep.equal([1, 3, 2]);
    expect(
      eventNames().filter((name) => name === 'add_to_cart' || name === 'remove_from_cart'),
    ).to.deep.equal(['add_to_cart', 'remove_from_cart']);
  });

  it('a configured object that is missing is reported once; the data layer goes on', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const cart = await resetCart({ seed: 'default' });
      const element = mountShopCart({
        data: { props: { tracking: { recommendations: { globalName: 'shopRecommendations' } } } },
      });
      await waitForTiles(element);
      await waitForEntries(4);
      choose(selectOf(element, boxOf(cart)), '2');
      await waitForEntries(6);
      const reports = warnings.filter(([text]) => String(text).includes('tracking'));
      expect(reports).to.have.length(1);
      expect(String(reports[0]?.[1])).to.contain('window.shopRecommendations is missing');
    } finally {
      console.warn = warn;
    }
  });
});
