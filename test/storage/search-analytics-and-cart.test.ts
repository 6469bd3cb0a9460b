import { expect } from '@open-wc/testing';
import {
  addSearchAnalyticsEntry,
  clearCheckoutSession,
  LOCAL_KEYS,
  readCartItemCount,
  readLastSeenProducts,
  readSearchAnalytics,
  rememberLastSeenProducts,
  SESSION_KEYS,
  storeCartItemCount,
  type SearchAnalyticsEntry,
} from '../../src/storage/index.js';
import { clearBrowserStorage, freshStorageEachTest, storageFullWhen } from '../helpers/storage-faults.js';

const entry = (queryId: string): SearchAnalyticsEntry => ({
  eventName: 'Product Clicked',
  index: 'products_de',
  queryId,
  objectIds: ['1001'],
  positions: [1],
});

describe('storage: search analytics store', () => {
  freshStorageEachTest();

  it('appends entries', () => {
    addSearchAnalyticsEntry(entry('q1'));
    addSearchAnalyticsEntry(entry('q2'));
    expect(readSearchAnalytics().map((e) => e.queryId)).to.deep.equal(['q1', 'q2']);
  });

  it('clears the store and keeps only the new entry when the storage is full', () => {
    addSearchAnalyticsEntry(entry('q1'));
    addSearchAnalyticsEntry(entry('q2'));
    // Full as soon as the store would hold more than one entry.
    storageFullWhen((key, value) => key === LOCAL_KEYS.searchAnalytics && value.includes('q1'));
    expect(addSearchAnalyticsEntry(entry('q3'))).to.equal(true);
    expect(readSearchAnalytics().map((e) => e.queryId)).to.deep.equal(['q3']);
  });

  it('gives up quietly when even the single entry does not fit', () => {
    storageFullWhen((key) => key === LOCAL_KEYS.searchAnalytics);
    expect(addSearchAnalyticsEntry(entry('q1'))).to.equal(false);
    expect(readSearchAnalytics()).to.deep.equal([]);
  });

  it('reads a corrupted store as empty and starts over', () => {
    localStorage.setItem(LOCAL_KEYS.searchAnalytics, '[{"eventName"');
    addSearchAnalyticsEntry(entry('q1'));
    expect(readSearchAnalytics()).to.have.length(1);
  });
});

describe('storage: cart values', () => {
  beforeEach(clearBrowserStorage);

  it('stores the number of cart items and removes it at zero', () => {
    storeCartItemCount(7);
    expect(localStorage.getItem(LOCAL_KEYS.cartItemCount)).to.equal('7');
    expect(readCartItemCount()).to.equal(7);
    storeCartItemCount(0);
    expect(localStorage.getItem(LOCAL_KEYS.cartItemCount)).to.equal(null);
    localStorage.setItem(LOCAL_KEYS.cartItemCount, 'lots');
    expect(readCartItemCount()).to.equal(0);
  });

  it('keeps 12 last seen products, newest first, without duplicates', () => {
    rememberLastSeenProducts(Array.from({ length: 14 }, (_, i) => `p${i}`));
    rememberLastSeenProducts(['p5']);
    const seen = readLastSeenProducts();
    expect(seen).to.have.length(12);
    expect(seen.slice(0, 3)).to.deep.equal(['p5', 'p13', 'p12']);
    expect(seen.filter((id) => id === 'p5')).to.have.length(1);
  });

  it('clears order id, PayPal order id and card secret, and nothing else, from the session', () => {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.setItem(key, 'x');
    clearCheckoutSession();
    expect(sessionStorage.getItem(SESSION_KEYS.orderId)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.paypalOrderId)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.stripeClientSecret)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.customerEmail)).to.equal('x');
    expect(sessionStorage.getItem(SESSION_KEYS.welcomePopupHidden)).to.equal('x');
  });
});
