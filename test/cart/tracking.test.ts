// The data layer after each journey of a shopper, against the reference API: exactly what a tag manager
// would read, and nothing for changes the server did not confirm.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartItem } from '../../src/domain/index.js';
import { $, choose, mountShopCart, removeMounted, waitForTiles } from '../helpers/cart-fixture.js';
import {
  dataLayer,
  ecommerceEvent,
  eventNames,
  expectedItem,
  resetTracking,
  valueOf,
  waitForEntries,
  type Entry,
} from '../helpers/data-layer.js';
import { armFault, resetCart, serverCart } from '../helpers/reference-api.js';
import { armCode, isDisabled } from '../helpers/delivery-cart.js';
import { writeAnonymousWishlist } from '../../src/storage/index.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';

const QUANTITY = '/api/cart/set-item-quantity';
const SHIPPING = '/api/cart/set-shipping-method';

const itemOf = (cart: Cart, productId: string): CartItem => {
  const found = cart.items.find((item) => item.product.productId === productId);
  if (!found) throw new Error(`no product ${productId} in the seed`);
  return found;
};
const selectOf = (element: Element, item: CartItem) =>
  $<HTMLSelectElement>(element, `[data-item-id="${item.id}"] select`)!;
const button = (element: Element, item: CartItem, action: string) =>
  $<HTMLButtonElement>(element, `[data-item-id="${item.id}"] [data-action="${action}"]`)!;

/** The skydive of the default seed: it offers the friends discount, so its badge shows. */
const SKYDIVE = '10077';
const BOX = '30005';
const COOKING = '10412';
/** The next step is a link: disabled (aria-disabled) while a cart call is under way. */
const nextStep = (element: Element) => $<HTMLAnchorElement>(element, '[part="next-step"]')!;

function viewCart(cart: Cart): Entry[] {
  const items = cart.items.map((item) => expectedItem(item));
  return ecommerceEvent('view_cart', { currency: 'EUR', value: valueOf(items), items });
}

const viewPromotion = (item: CartItem): Entry[] =>
  ecommerceEvent('view_promotion', {
    promotion_id: 'FRIENDS',
    promotion_name: 'Friends discount',
    creative_name: 'friends_discount_badge',
    creative_slot: 'cart_item',
    items: [expectedItem(item)],
  });

/** The data layer right after the default seed loaded: view_cart, then the skydive's friends badge. */
const afterLoad = (cart: Cart) => [...viewCart(cart), ...viewPromotion(itemOf(cart, SKYDIVE))];

async function loadedCart(data: unknown = {}) {
  const cart = await resetCart({ seed: 'default' });
  const element = mountShopCart({ data });
  await waitForTiles(element);
  await waitForEntries(4, window, 'view_cart and view_promotion');
  return { cart, element };
}

/** The server's cart once its version went past `version`. */
async function serverCartAfter(version: number): Promise<Cart> {
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

describe('tracking: the data layer after each journey', () => {
  beforeEach(async () => {
    await clearBrowserStorage();
    resetTracking();
  });
  afterEach(() => {
    removeMounted();
    resetTracking();
  });

  it('view_cart with every item (and the promotion of the friends badge) once the loaded cart shows', async () => {
    const { cart } = await loadedCart();
    expect(dataLayer()).to.deep.equal(afterLoad(cart));
    // The first item written out in full: the mapping the spec asks for.
    const viewed = dataLayer()[1]?.ecommerce as { value: number; items: Entry[] };
    expect(viewed.value).to.equal(632.6);
    expect(viewed.items[0]).to.deep.equal({
      item_id: '10412',
      item_name: 'Kochkurs „Italienische Küche“ für 2 bis 4 Personen',
      item_brand: 'JS',
      item_category: 'Kochkurse',
      item_category2: 'Geschenkideen',
      item_variant: 'experience_voucher',
      price: 129,
      quantity: 1,
      discount: 20,
      price_category: 'special',
      no_show: 0.395,
      margin: 0.3332,
      packaging_type: 'gift_box',
    });
    expect(viewed.items[2]).to.include({ item_variant: 'experience_ticket', quantity: 2, no_show: 0 });
  });

  it('view_cart after hydration from start-up data, with the brand of the tenant configuration', async () => {
    const cart = await resetCart({ seed: 'default' });
    const element = mountShopCart({
      data: { props: { cart, tenantConfig: { brandDisplayName: 'JS Erlebnisse' } } },
    });
    await waitForTiles(element);
    await waitForEntries(4);
    const items = cart.items.map((item) => expectedItem(item, {}, 'JS Erlebnisse'));
    expect(dataLayer().slice(0, 2)).to.deep.equal(
      ecommerceEvent('view_cart', { currency: 'EUR', value: 632.6, items }),
    );
  });

  it('add_to_cart and remove_from_cart with the quantity that changed', async () => {
    const { cart, element } = await loadedCart();
    const box = itemOf(cart, BOX);
    choose(selectOf(element, box), '3');
    await waitForEntries(6);
    choose(selectOf(element, box), '2');
    await waitForEntries(8);
    const added = [expectedItem(box, { quantity: 2 })];
    const removed = [expectedItem(box, { quantity: 1 })];
    expect(dataLayer()).to.deep.equal([
      ...afterLoad(cart),
      ...ecommerceEvent('add_to_cart', { currency: 'EUR', value: 119.8, items: added }),
      ...ecommerceEvent('remove_from_cart', { currency: 'EUR', value: 59.9, items: removed }),
    ]);
  });

  it('counts the second voucher of a friends-discount experience as discounted', async () => {
    const { cart, element } = await loadedCart();
    const skydive = itemOf(cart, SKYDIVE);
    choose(selectOf(element, skydive), '2');
    await waitForEntries(6);
    const now = await serverCart();
    const [added] = (dataLayer()[5]?.ecommerce as { items: Entry[] }).items;
    expect(added).to.deep.equal(
      expectedItem(itemOf(now, SKYDIVE), { quantity: 1, priceCategory: 'friends_discount' }),
    );
    expect(added).to.include({ price: 206.1, discount: 22.9, coupon: 'FRIENDS' });
  });

  it('remove_from_cart with the whole quantity when an item is removed', async () => {
    const { cart, element } = await loadedCart();
    const box = itemOf(cart, BOX);
    button(element, box, 'remove').click();
    await waitForEntries(6);
    expect(dataLayer().slice(4)).to.deep.equal(
      ecommerceEvent('remove_from_cart', { currency: 'EUR', value: 59.9, items: [expectedItem(box)] }),
    );
  });

  it('remove_from_cart and add_to_wishlist when an item moves to the wishlist', async () => {
    const { cart, element } = await loadedCart();
    const box = itemOf(cart, BOX);
    button(element, box, 'move-to-wishlist').click();
    await waitForEntries(8);
    expect(dataLayer().slice(4)).to.deep.equal([
      ...ecommerceEvent('remove_from_cart', { currency: 'EUR', value: 59.9, items: [expectedItem(box)] }),
      ...ecommerceEvent('add_to_wishlist', { currency: 'EUR', value: 59.9, items: [expectedItem(box)] }),
    ]);
  });

  it('the wishlist notification instead when the wishlist is full, and no cart event', async () => {
    writeAnonymousWishlist(Array.from({ length: 99 }, (_, index) => `w${index}`));
    const { cart, element } = await loadedCart();
    button(element, itemOf(cart, BOX), 'move-to-wishlist').click();
    await waitForEntries(5);
    expect(dataLayer().slice(4)).to.deep.equal([
      {
        event: 'notification',
        notification_type: 'error',
        notification_label: 'Error - More than 99 products in wishlist',
      },
    ]);
  });

  it('no event for a failed change; the next confirmed change counts from the last confirmed cart', async () => {
    const { cart, element } = await loadedCart();
    const box = itemOf(cart, BOX);
    await armFault(QUANTITY, '500');
    choose(selectOf(element, box), '5');
    await waitUntil(() => $(element, '[role="alert"]')?.textContent !== '', 'the failure shows');
    await waitUntil(() => selectOf(element, box).value === '1', 'the quantity reverts');
    choose(selectOf(element, box), '2');
    await waitForEntries(6);
    expect(dataLayer()).to.deep.equal([
      ...afterLoad(cart),
      ...ecommerceEvent('add_to_cart', {
        currency: 'EUR',
        value: 59.9,
        items: [expectedItem(box, { quantity: 1 })],
      }),
    ]);
  });

  it('one event for an overtaken change: from the last confirmed cart to the newest one', async () => {
    const { cart, element } = await loadedCart();
    const box = itemOf(cart, BOX);
    const cooking = itemOf(cart, COOKING);
    await armFault(QUANTITY, 'slow', { delayMs: 1500 });
    choose(selectOf(element, box), '3');
    await waitUntil(() => $(element, `[data-item-id="${box.id}"]`)?.getAttribute('aria-busy') === 'true');
    // A change of another item overtakes it: its answer (with both changes) arrives first.
    choose(selectOf(element, cooking), '2');
    await serverCartAfter(cart.cartVersion + 1);
    await waitForEntries(6);
    // Once every call has ended (the next-step button is enabled again), one more change: tracking runs
    // in order, so anything the overtaken answer caused would come before it.
    await waitUntil(() => !isDisabled(nextStep(element)), 'all calls ended', { timeout: 5000 });
    choose(selectOf(element, box), '4');
    await waitForEntries(8);
    const both = [expectedItem(cooking, { quantity: 1 }), expectedItem(box, { quantity: 2 })];
    expect(dataLayer()).to.deep.equal([
      ...afterLoad(cart),
      ...ecommerceEvent('add_to_cart', { currency: 'EUR', value: 248.8, items: both }),
      ...ecommerceEvent('add_to_cart', {
        currency: 'EUR',
        value: 59.9,
        items: [expectedItem(box, { quantity: 1 })],
      }),
    ]);
  });

  it('add_shipping_info with the method the server confirmed; nothing for a refused one', async () => {
    const { cart, element } = await loadedCart();
    const shipping = (method: string) =>
      $<HTMLInputElement>(element, `[part="shipping"] [data-shipping-option="${method}"] input`)!;
    shipping('box_express').click();
    await waitForEntries(6);
    const items = cart.items.map((item) => expectedItem(item));
    expect(dataLayer().slice(4)).to.deep.equal(
      ecommerceEvent('add_shipping_info', {
        currency: 'EUR',
        value: 632.6,
        items,
        shipping_tier: 'box_express',
      }),
    );
    // Code 104 refuses the next choice: no event; a later change is counted from the confirmed cart.
    await armCode(SHIPPING, 104);
    shipping('box_standard').click();
    await waitUntil(() => $(element, '[part="shipping"] [data-shipping-error]')?.textContent, 'refused');
    await waitUntil(() => !isDisabled(nextStep(element)), 'all calls ended');
    choose(selectOf(element, itemOf(cart, BOX)), '2');
    await waitForEntries(8);
    expect(eventNames().slice(4)).to.deep.equal([null, 'add_shipping_info', null, 'add_to_cart']);
  });

  it('select_item when the shopper follows a tile’s product link', async () => {
    const { cart, element } = await loadedCart();
    const box = itemOf(cart, BOX);
    const link = $<HTMLAnchorElement>(element, `[data-item-id="${box.id}"] a[href="/experiences/${BOX}"]`)!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    await waitForEntries(6);
    expect(dataLayer().slice(4)).to.deep.equal(
      ecommerceEvent('select_item', {
        item_list_id: 'cart',
        item_list_name: 'Cart',
        currency: 'EUR',
        value: 59.9,
        items: [expectedItem(box, { index: 3 })],
      }),
    );
  });

  it('select_promotion when the friends badge opens its modal; view_promotion only once', async () => {
    const { cart, element } = await loadedCart();
    const skydive = itemOf(cart, SKYDIVE);
    $<HTMLButtonElement>(element, `[data-item-id="${skydive.id}"] [data-friends-badge]`)!.click();
    await waitForEntries(6);
    const [reset, selected] = viewPromotion(skydive);
    expect(dataLayer().slice(4)).to.deep.equal([reset, { ...selected, event: 'select_promotion' }]);
  });

  it('tracking never breaks the cart: a throwing data layer is reported once and the cart works', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      (window as { dataLayer?: unknown }).dataLayer = {
        push: () => {
          throw new Error('tag manager broke');
        },
      };
      const cart = await resetCart({ seed: 'default' });
      const element = mountShopCart({ data: {} });
      await waitForTiles(element);
      const box = itemOf(cart, BOX);
      choose(selectOf(element, box), '2');
      await waitUntil(async () => (await serverCart()).cartVersion > cart.cartVersion);
      await waitUntil(
        () => selectOf(element, box).value === '2' && !$(element, '[role="alert"]')?.textContent,
      );
      const reports = () => warnings.filter(([text]) => String(text).includes('tracking'));
      await waitUntil(() => reports().length > 0, 'reported');
      choose(selectOf(element, box), '3');
      await waitUntil(() => selectOf(element, box).value === '3');
      await waitUntil(async () => (await serverCart()).cartVersion > cart.cartVersion + 1);
      expect(reports()).to.have.length(1);
      expect(String(reports()[0]?.[1])).to.contain('tag manager broke');
    } finally {
      console.warn = warn;
    }
  });

  it('reports a broken data layer once to the element’s error client', async () => {
    await fetch('/sentry/envelopes', { method: 'DELETE' });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      (window as { dataLayer?: unknown }).dataLayer = 42;
      const cart = await resetCart({ seed: 'default' });
      const element = mountShopCart({
        data: {
          errorReporting: {
            enabled: true,
            dsn: `http://key@${location.host}/sentry/31`,
            environment: 't',
            release: 't',
          },
        },
      });
      await waitForTiles(element);
      choose(selectOf(element, itemOf(cart, BOX)), '2');
      await waitUntil(
        () => selectOf(element, itemOf(cart, BOX)).value === '2' && !isDisabled(nextStep(element)),
      );
      const envelopes = async () =>
        ((await (await fetch('/sentry/envelopes')).json()) as { path: string; body: string }[]).filter((e) =>
          e.path.endsWith('/envelope/'),
        );
      await waitUntil(async () => (await envelopes()).length > 0, 'a report', { timeout: 8000 });
      choose(selectOf(element, itemOf(cart, BOX)), '3');
      await waitUntil(async () => (await serverCart()).cartVersion === cart.cartVersion + 2);
      const reports = await envelopes();
      expect(reports).to.have.length(1);
      expect(reports[0]?.path).to.equal('/sentry/api/31/envelope/');
      expect(reports[0]?.body).to.contain('dataLayer');
    } finally {
      console.warn = warn;
    }
  });

  it('begin_checkout with the cart before the next step opens', async () => {
    const cart = await resetCart({ seed: 'default' });
    const frame = document.createElement('iframe');
    frame.title = 'Warenkorb';
    let loads = 0;
    frame.addEventListener('load', () => (loads += 1));
    frame.src = `/test/helpers/cart-page.html?data=${encodeURIComponent(JSON.stringify({ props: { cart } }))}`;
    document.body.append(frame);
    try {
      const page = () => frame.contentWindow as Window & { dataLayer?: Entry[] };
      await waitUntil(() => loads === 1 && (page().dataLayer?.length ?? 0) >= 4, 'the cart views', {
        timeout: 8000,
      });
      // Kept before the page goes: the entries pushed just before navigating land here too.
      const layer = page().dataLayer!;
      page()
        .document.querySelector('shop-cart')!
        .shadowRoot!.querySelector<HTMLAnchorElement>('[part="next-step"]')!
        .click();
      await waitUntil(() => loads === 2, 'navigates to the next step');
      expect(frame.contentWindow?.location.pathname).to.equal('/checkout');
      const items = cart.items.map((item) => expectedItem(item));
      expect(layer.slice(4).map((entry) => ({ ...entry }))).to.deep.equal(
        ecommerceEvent('begin_checkout', { currency: 'EUR', value: 632.6, items }),
      );
    } finally {
      frame.remove();
    }
  });

  it('creates window.dataLayer when absent and keeps a host’s entries', async () => {
    (window as { dataLayer?: unknown }).dataLayer = [{ event: 'gtm.js' }];
    const { cart } = await loadedCart();
    expect(dataLayer()[0]).to.deep.equal({ event: 'gtm.js' });
    expect(eventNames().slice(1)).to.deep.equal([null, 'view_cart', null, 'view_promotion']);
    expect(dataLayer().slice(1)).to.deep.equal(afterLoad(cart));
  });
});

describe('tracking: notification events of the cart', () => {
  beforeEach(async () => {
    await clearBrowserStorage();
    resetTracking();
  });
  afterEach(() => {
    removeMounted();
    resetTracking();
  });

  const notification = (label: string, extra: Entry = {}): Entry => ({
    event: 'notification',
    notification_type: 'error',
    notification_label: label,
    ...extra,
  });

  it('an empty cart is an error event, once per page view however many carts show it', async () => {
    await resetCart({ seed: 'empty' });
    const first = mountShopCart({ data: {} });
    const second = mountShopCart({ data: {} });
    await waitUntil(() => $(first, '[part="empty"]') && $(second, '[part="empty"]'), 'both empty');
    await waitForEntries(1);
    expect(dataLayer()).to.deep.equal([notification('Error - Empty cart')]);
  });

  it('a product a changeset removed went offline', async () => {
    const before = await resetCart({ seed: 'default' });
    const response = await fetch('/api/test/next-changes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ProductRemoved' }),
    });
    expect(response.ok).to.equal(true);
    const element = mountShopCart({ data: {} });
    await waitForTiles(element);
    await waitForEntries(5);
    const after = await serverCart();
    const gone = before.items.find((item) => !after.items.some((each) => each.id === item.id));
    expect(gone, 'a product was removed').not.to.equal(undefined);
    expect(dataLayer()[0]).to.deep.equal(
      notification('Error - Product went offline', { item_id: gone!.product.productId }),
    );
    expect(eventNames().slice(1)).to.deep.equal([null, 'view_cart', null, 'view_promotion']);
  });

  it('a selected payment type this version does not know, with the express flag', async () => {
    const cart = await resetCart({ seed: 'default' });
    const element = mountShopCart({
      data: { props: { cart: { ...cart, selectedPaymentType: 'bitcoinExpress' } } },
    });
    await waitForTiles(element);
    await waitForEntries(5);
    expect(dataLayer()[0]).to.deep.equal(
      notification('Error - Unknown payment type: bitcoinExpress (express: true)'),
    );
  });
});
