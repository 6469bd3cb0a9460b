// The data layer as the cart is viewed and looked into: view_cart once the cart shows (loaded or hydrated),
// select_item and select_promotion, and a host's own data layer kept.
import { expect } from '@open-wc/testing';
import { $, mountShopCart, waitForTiles } from '../../helpers/cart-fixture.js';
import {
  dataLayer,
  ecommerceEvent,
  eventNames,
  expectedItem,
  waitForEntries,
  type Entry,
} from '../../helpers/data-layer.js';
import { resetCart } from '../../helpers/reference-api.js';
import {
  afterLoad,
  BOX,
  describeJourneys,
  itemOf,
  loadedCart,
  SKYDIVE,
  viewPromotion,
} from '../../helpers/tracking-journeys.js';

describeJourneys(() => {
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

  it('select_item when the shopper follows a tile’s product link', async () => {
    const { element, box } = await loadedCart();
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

  it('select_item from the image inside the product link; a tile’s other controls push nothing', async () => {
    const { element, box } = await loadedCart();
    const tile = `[data-item-id="${box.id}"]`;
    // A click elsewhere in the tile (its quantity control, which the click alone does not change, its
    // price, its title) tracks nothing: only the link's click that follows reaches the data layer, the
    // one entry after the load.
    for (const part of ['select', '[data-price]', 'h3']) $<HTMLElement>(element, `${tile} ${part}`)!.click();
    const link = $<HTMLAnchorElement>(element, `${tile} a[data-area="image"]`)!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.querySelector('img')!.click();
    await waitForEntries(6);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventNames().slice(4)).to.deep.equal([null, 'select_item']);
  });

  it('select_promotion when the friends badge opens its modal; view_promotion only once', async () => {
    const { cart, element } = await loadedCart();
    const skydive = itemOf(cart, SKYDIVE);
    $<HTMLButtonElement>(element, `[data-item-id="${skydive.id}"] [data-friends-badge]`)!.click();
    await waitForEntries(6);
    const [reset, selected] = viewPromotion(skydive);
    expect(dataLayer().slice(4)).to.deep.equal([reset, { ...selected, event: 'select_promotion' }]);
  });

  it('creates window.dataLayer when absent and keeps a host’s entries', async () => {
    (window as { dataLayer?: unknown }).dataLayer = [{ event: 'gtm.js' }];
    const { cart } = await loadedCart();
    expect(dataLayer()[0]).to.deep.equal({ event: 'gtm.js' });
    expect(eventNames().slice(1)).to.deep.equal([null, 'view_cart', null, 'view_promotion']);
    expect(dataLayer().slice(1)).to.deep.equal(afterLoad(cart));
  });
});
