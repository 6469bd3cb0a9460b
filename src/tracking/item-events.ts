// Tracking events of one item: the shopper selects it, sees or opens its friends promotion, moves it to
// the wishlist (or cannot: the wishlist is full).
import type { Cart, CartItem } from '../domain/index.js';
import { FRIENDS_PROMOTION, TRACKING_NOTIFICATIONS } from '../domain/tracking/index.js';
import { ecommerceOf, singleItemLine } from './cart-ecommerce.js';
import { firstTimeOnPage } from './page-marks.js';
import type { TrackerChannel } from './tracker-channel.js';

export function itemEvents({ brand, layer, notify }: TrackerChannel) {
  const oneItem = (cart: Cart, item: CartItem, quantity = item.quantity) =>
    ecommerceOf(cart, [singleItemLine(item, quantity)], brand);
  return {
    /** The shopper followed a tile's product link. */
    itemSelected(cart: Cart, item: CartItem): void {
      const index = cart.items.findIndex((each) => each.id === item.id);
      const ecommerce = oneItem(cart, item);
      const [selected] = ecommerce.items;
      if (selected && index >= 0) selected.index = index;
      layer.pushEcommerce('select_item', { item_list_id: 'cart', item_list_name: 'Cart', ...ecommerce });
    },

    /** The friends-discount badge of an item was shown: once per product and page view. */
    promotionViewed(cart: Cart, item: CartItem): void {
      if (!firstTimeOnPage(`promotion|${item.product.productId}`)) return;
      layer.pushEcommerce('view_promotion', { ...FRIENDS_PROMOTION, items: oneItem(cart, item).items });
    },

    /** The shopper opened the friends-discount modal from an item's badge. */
    promotionSelected(cart: Cart, item: CartItem): void {
      layer.pushEcommerce('select_promotion', { ...FRIENDS_PROMOTION, items: oneItem(cart, item).items });
    },

    /** The item (or `quantity` tickets of it) went to the wishlist; the removal is tracked by cartChanged. */
    movedToWishlist(cart: Cart, item: CartItem, quantity: number): void {
      layer.pushEcommerce('add_to_wishlist', oneItem(cart, item, quantity));
    },

    /** The wishlist was full: 'Error - More than 99 products in wishlist'. */
    wishlistFull(): void {
      notify(TRACKING_NOTIFICATIONS.tooManyProducts);
    },
  };
}
