// The data layer after confirmed changes of the cart: quantities, removals, moves to the wishlist (and
// its notification when the wishlist is full).
import { expect } from '@open-wc/testing';
import { choose } from '../../helpers/cart-fixture.js';
import { dataLayer, ecommerceEvent, expectedItem, waitForEntries } from '../../helpers/data-layer.js';
import type { Entry } from '../../helpers/data-layer.js';
import { serverCart } from '../../helpers/reference-api.js';
import { writeAnonymousWishlist } from '../../../src/storage/index.js';
import {
  afterLoad,
  BOX,
  button,
  describeJourneys,
  itemOf,
  loadedCart,
  selectOf,
  SKYDIVE,
} from '../../helpers/tracking-journeys.js';

describeJourneys(() => {
  it('add_to_cart and remove_from_cart with the quantity that changed', async () => {
    const { cart, element, box } = await loadedCart();
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
    const { element, box } = await loadedCart();
    button(element, box, 'remove').click();
    await waitForEntries(6);
    expect(dataLayer().slice(4)).to.deep.equal(
      ecommerceEvent('remove_from_cart', { currency: 'EUR', value: 59.9, items: [expectedItem(box)] }),
    );
  });

  it('remove_from_cart and add_to_wishlist when an item moves to the wishlist', async () => {
    const { element, box } = await loadedCart();
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
});
