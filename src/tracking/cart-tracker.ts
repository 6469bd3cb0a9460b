// The cart's tracking (a lazy chunk): GA4 e-commerce events in the data layer, the spec's notification
// events, search conversions and the recommendation object. Every cart it is given is one the server
// confirmed; which events a cart causes is decided here, once per change. The events of one item and
// those on the way to payment have files of their own.
import { productPageUrl, showsFriendsBadge, type Cart } from '../domain/index.js';
import { TRACKING_NOTIFICATIONS, cartDifference } from '../domain/tracking/index.js';
import { type CartConfirmation } from '../state/index.js';
import { cartEcommerce, ecommerceOf } from './cart-ecommerce.js';
import { checkoutEvents } from './checkout-events.js';
import { itemEvents } from './item-events.js';
import { firstTimeOnPage } from './page-marks.js';
import { createTrackerChannel } from './tracker-channel.js';
import type { CartTrackerOptions } from './tracking-config.js';

export type CartTracker = ReturnType<typeof createCartTracker>;

/** The tracking of one <shop-cart>. */
export function createCartTracker(options: CartTrackerOptions) {
  const channel = createTrackerChannel(options);
  const { brand, layer, notify, handOn, noticesOf } = channel;
  let firstRendered = true;

  const tracker = {
    ...itemEvents(channel),
    ...checkoutEvents(channel),

    /** A confirmed cart became the shown cart: this element's own change is counted, a load is not. */
    cartConfirmed({ previous, cart, origin }: CartConfirmation): Promise<void> | void {
      return origin === 'change' ? tracker.cartChanged(previous, cart) : tracker.cartLoaded(cart);
    },

    /** A cart has rendered: the first is shown (view_cart ...); the friends badges on screen are viewed. */
    cartRendered(cart: Cart): Promise<void> {
      const shown = firstRendered ? tracker.cartShown(cart) : Promise.resolve();
      firstRendered = false;
      for (const item of cart.items.filter(showsFriendsBadge)) tracker.promotionViewed(cart, item);
      return shown;
    },

    /**
     * A tracked click inside the element (tracked-clicks.ts: a link or a friends badge, in a tile): the
     * tile's product link gives select_item, its friends badge select_promotion.
     */
    clicked(cart: Cart, target: Element): void {
      const id = target.closest('[data-item-id]')?.getAttribute('data-item-id');
      const item = cart.items.find((each) => each.id === id);
      if (!item) return;
      if (
        target.matches('a[href]') &&
        target.getAttribute('href') === productPageUrl(item.product.productId)
      ) {
        tracker.itemSelected(cart, item);
      } else if (target.matches('[data-friends-badge]')) tracker.promotionSelected(cart, item);
    },

    /**
     * The first cart this element rendered (after hydration too): view_cart when it has items, else the
     * empty-cart error event, each once per page view however many carts it holds; the recommendation
     * object and search conversions get the cart once per page view too.
     */
    cartShown(cart: Cart): Promise<void> {
      noticesOf(cart);
      if (!firstTimeOnPage('cart-shown')) return Promise.resolve();
      if (cart.items.length > 0) layer.pushEcommerce('view_cart', cartEcommerce(cart, brand));
      else notify(TRACKING_NOTIFICATIONS.emptyCart);
      return handOn(cart);
    },

    /**
     * A cart confirmed by this element's own change: remove_from_cart / add_to_cart for what changed
     * since the last confirmed cart, the recommendation object, search conversions.
     */
    cartChanged(previous: Cart | null, cart: Cart): Promise<void> {
      noticesOf(cart);
      const { removed, added } = cartDifference(previous?.items ?? [], cart.items);
      if (removed.length > 0 && previous) {
        layer.pushEcommerce('remove_from_cart', ecommerceOf(previous, removed, brand));
      }
      if (added.length > 0) layer.pushEcommerce('add_to_cart', ecommerceOf(cart, added, brand));
      return handOn(cart);
    },

    /** A cart that came from elsewhere (another element, another tab, a reload): only its notices. */
    cartLoaded(cart: Cart): void {
      noticesOf(cart);
    },
  };
  return tracker;
}
