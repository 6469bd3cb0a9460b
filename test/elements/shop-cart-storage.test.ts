// What <shop-cart> does with browser storage when its cart loads, and that broken storage or a missing
// BroadcastChannel never reach the page.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import {
  COOKIES,
  readAnonymousWishlist,
  readCookie,
  readLastSeenProducts,
  SESSION_KEYS,
  writeCookie,
} from '../../src/storage/index.js';
import { emptyCart, threeItemCart } from '../helpers/carts.js';
import { $, $$, mountShopCart, removeMounted, textOf, waitForTiles } from '../helpers/cart-fixture.js';
import { resetCart } from '../helpers/reference-api.js';
import { settledReact, trackPageFetches } from '../helpers/settle.js';
import { recordEvents } from '../helpers/store.js';
import {
  clearBrowserStorage,
  cookiesSettled,
  localStorageUnavailable,
  override,
  restoreStorage,
  sessionStorageUnavailable,
  storageThrowsEverywhere,
} from '../helpers/storage-faults.js';

const DISCOUNT = ['shop_discount_code', 'shop_discount_campaign'];

/** Writes the cookies a load may clear, and waits until the page's copy of them is settled (WebKit). */
async function setDiscountAndPersonalCookies() {
  for (const name of DISCOUNT) writeCookie({ name, maxAgeSeconds: 600 }, 'X');
  writeCookie(COOKIES.personalInfo, '{"email":"a@b.de"}');
  await cookiesSettled();
}

async function mountWith(cart: Cart, url?: string) {
  if (url) history.replaceState(null, '', url);
  let element: Element | undefined;
  // The storage duties run in effects, which may come after the tiles show: wait for the effects.
  await settledReact(() => {
    element = mountShopCart({ data: { props: { cart } } });
  });
  if (cart.items.length > 0) await waitForTiles(element!);
  else await waitUntil(() => $(element!, '[part="empty"]'));
  return element!;
}

describe('<shop-cart>: browser storage on cart load', () => {
  const path = location.pathname + location.search;
  beforeEach(clearBrowserStorage);
  afterEach(() => {
    removeMounted();
    restoreStorage();
    history.replaceState(null, '', path);
  });

  it('clears the checkout session keys, stores the item count and the last seen products', async () => {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.setItem(key, 'x');
    await setDiscountAndPersonalCookies();
    const cart = threeItemCart();
    await mountWith(cart);
    expect(sessionStorage.getItem(SESSION_KEYS.orderId)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.paypalOrderId)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.stripeClientSecret)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEYS.customerEmail)).to.equal('x');
    expect(localStorage.getItem('shop.cartItemCount')).to.equal(
      String(cart.items.reduce((sum, item) => sum + item.quantity, 0)),
    );
    expect(readLastSeenProducts()[0]).to.equal(cart.items[0]!.product.productId);
    // No coupon, no Amazon payment, no error: those cookies stay.
    expect(readCookie(COOKIES.personalInfo.name)).not.to.equal(null);
    expect(DISCOUNT.map(readCookie)).to.deep.equal(['X', 'X']);
  });

  it('clears personal info when the Amazon payment is selected', async () => {
    await setDiscountAndPersonalCookies();
    await mountWith(threeItemCart({ selectedPaymentType: 'amazonPay' }));
    expect(readCookie(COOKIES.personalInfo.name)).to.equal(null);
  });

  it('removes the discount cookies when a coupon is present', async () => {
    await setDiscountAndPersonalCookies();
    await mountWith(threeItemCart({ coupon: { code: 'SUMMER' } }));
    expect(DISCOUNT.map(readCookie)).to.deep.equal([null, null]);
  });

  for (const code of ['702', '716']) {
    it(`removes the discount cookies when the page opened with error=${code}`, async () => {
      await setDiscountAndPersonalCookies();
      await mountWith(threeItemCart(), `${location.pathname}?error=${code}`);
      expect(DISCOUNT.map(readCookie)).to.deep.equal([null, null]);
    });
  }

  it('keeps the discount cookies for another error', async () => {
    await setDiscountAndPersonalCookies();
    await mountWith(threeItemCart(), `${location.pathname}?error=706`);
    expect(DISCOUNT.map(readCookie)).to.deep.equal(['X', 'X']);
  });

  it('removes the stored item count at zero', async () => {
    localStorage.setItem('shop.cartItemCount', '3');
    await mountWith(emptyCart());
    expect(localStorage.getItem('shop.cartItemCount')).to.equal(null);
  });

  it('publishes shop:cart-change for the first cart', async () => {
    const events = recordEvents<{ cartId: string; cartVersion: number; itemCount: number }>(
      'shop:cart-change',
    );
    const cart = threeItemCart();
    await mountWith(cart);
    await waitUntil(() => events.details.length > 0);
    expect(events.details[0]).to.deep.include({ cartId: cart.cartId, cartVersion: cart.cartVersion });
    events.stop();
  });

  const faults: [string, () => void][] = [
    ['storage that throws on every call', storageThrowsEverywhere],
    ['no local and no session storage', () => (localStorageUnavailable(), sessionStorageUnavailable())],
    ['no BroadcastChannel', () => override(window, 'BroadcastChannel', { value: undefined, writable: true })],
    [
      'corrupted JSON everywhere',
      () => {
        localStorage.setItem('shop.lastSeenProducts', '[{');
        localStorage.setItem('shop.accountWishlist', '{');
        document.cookie = 'shop_wishlist=%5B%22a; Path=/';
      },
    ],
  ];
  for (const [name, fault] of faults) {
    it(`keeps working with ${name}, nothing thrown to the page`, async () => {
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error);
      const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      const fetches = trackPageFetches();
      try {
        const cart = await resetCart({ seed: 'default' });
        fault();
        const element = await mountWith(cart);
        // The shopper moves the first item to the wishlist (a cookie, which these faults leave usable).
        const item = cart.items[0]!;
        const tiles = () => $$(element, `[data-item-id="${item.id}"]`);
        tiles()[0]!.querySelector<HTMLButtonElement>('[data-action="move-to-wishlist"]')!.click();
        await waitUntil(() => tiles().length === 0, 'the item leaves the cart', { timeout: 5000 });
        await waitUntil(
          () => $(element, '[part="snackbar"] [data-variant="success"]'),
          'the success snackbar',
          { timeout: 5000 },
        );
        expect(readAnonymousWishlist()).to.deep.equal([item.product.productId]);
        expect(textOf($(element, '[role="alert"]')), 'no error shown').to.equal('');
        // Every answer read and rendered: whatever could throw afterwards has had its turn.
        await settledReact(() => fetches.settled());
      } finally {
        fetches.stop();
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
      }
      expect(errors).to.deep.equal([]);
    });
  }
});
