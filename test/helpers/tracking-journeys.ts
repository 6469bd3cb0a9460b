// The journeys of the tracking tests on the default seed: its items, the data layer right after it loaded,
// the controls a shopper uses, and a fresh data layer and storage for each test.
import { waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../src/domain/index.js';
import { $, mountShopCart, removeMounted, waitForTiles } from './cart-fixture.js';
import {
  ecommerceEvent,
  expectedItem,
  resetTracking,
  valueOf,
  waitForEntries,
  type Entry,
} from './data-layer.js';
import { resetCart, serverCart } from './reference-api.js';
import { clearBrowserStorage } from './storage-faults.js';

export const QUANTITY = '/api/cart/set-item-quantity';
export const SHIPPING = '/api/cart/set-shipping-method';

export const itemOf = (cart: Cart, productId: string): CartItem => {
  const found = cart.items.find((item) => item.product.productId === productId);
  if (!found) throw new Error(`no product ${productId} in the seed`);
  return found;
};
export const selectOf = (element: Element, item: CartItem) =>
  $<HTMLSelectElement>(element, `[data-item-id="${item.id}"] select`)!;
export const button = (element: Element, item: CartItem, action: string) =>
  $<HTMLButtonElement>(element, `[data-item-id="${item.id}"] [data-action="${action}"]`)!;

/** The skydive of the default seed: it offers the friends discount, so its badge shows. */
export const SKYDIVE = '10077';
export const BOX = '30005';
export const COOKING = '10412';
/** The next step is a link: disabled (aria-disabled) while a cart call is under way. */
export const nextStep = (element: Element) => $<HTMLAnchorElement>(element, '[part="next-step"]')!;

export function viewCart(cart: Cart): Entry[] {
  const items = cart.items.map((item) => expectedItem(item));
  return ecommerceEvent('view_cart', { currency: 'EUR', value: valueOf(items), items });
}

export const viewPromotion = (item: CartItem): Entry[] =>
  ecommerceEvent('view_promotion', {
    promotion_id: 'FRIENDS',
    promotion_name: 'Friends discount',
    creative_name: 'friends_discount_badge',
    creative_slot: 'cart_item',
    items: [expectedItem(item)],
  });

/** The data layer right after the default seed loaded: view_cart, then the skydive's friends badge. */
export const afterLoad = (cart: Cart) => [...viewCart(cart), ...viewPromotion(itemOf(cart, SKYDIVE))];

export async function loadedCart(data: unknown = {}) {
  const cart = await resetCart({ seed: 'default' });
  const element = mountShopCart({ data });
  await waitForTiles(element);
  await waitForEntries(4, window, 'view_cart and view_promotion');
  return { cart, element, box: itemOf(cart, BOX) };
}

/** The server's cart once its version went past `version`. */
export async function serverCartAfter(version: number): Promise<Cart> {
  let now: Cart | undefined;
  await waitUntil(
    async () => {
      now = await serverCart();
      return now.cartVersion > version;
    },
    'the server applies the change',
    { timeout: 5000 },
  );
  return now!;
}

/** Each test starts with empty browser storage and no data layer, and leaves none behind. */
export function freshDataLayerEachTest() {
  beforeEach(async () => {
    await clearBrowserStorage();
    resetTracking();
  });
  afterEach(() => {
    removeMounted();
    resetTracking();
  });
}

/** The suite of a file of journeys: `tests`, the data layer and the browser's storage fresh for each. */
export function describeJourneys(tests: () => void) {
  describe('tracking: the data layer after each journey', () => {
    freshDataLayerEachTest();
    tests();
  });
}
