// The cart's tracking (a lazy chunk): GA4 e-commerce events in the data layer, the spec's notification
// events, search conversions and the recommendation object. Every cart it is given is one the server
// confirmed; which events a cart causes is decided here, once per change.
import { productPageUrl, showsFriendsBadge, type Cart, type CartItem } from '../domain/index.js';
import { isPaymentType, type ExpressFailure } from '../domain/payments/index.js';
import {
  FRIENDS_PROMOTION,
  TRACKING_NOTIFICATIONS,
  cartDifference,
  looksExpress,
  paymentUnavailableLabel,
  expressFailureNotice,
  unknownPaymentTypeLabel,
} from '../domain/tracking/index.js';
import { type CartConfirmation } from '../state/index.js';
import { cartEcommerce, ecommerceOf, singleItemLine } from './cart-ecommerce.js';
import { createDataLayer } from './data-layer.js';
import { firstTimeOnPage } from './page-marks.js';
import { sendRecommendationCart } from './recommendations.js';
import { sendSearchConversions } from './search-conversions.js';
import type { CartTrackerOptions } from './tracking-config.js';

export type CartTracker = ReturnType<typeof createCartTracker>;

/** The tracking of one <shop-cart>. */
export function createCartTracker({ brand, config, report }: CartTrackerOptions) {
  const reported = new Set<string>();
  const reportOnce = (kind: string) => (error: unknown) => {
    if (reported.has(kind)) return;
    reported.add(kind);
    report(error, { tracking: kind });
  };
  const layer = createDataLayer(reportOnce('dataLayer'));

  // Labels of errors start with 'Error - ' (spec point 4); the fallback payment is information.
  const notify = (label: string, extra: Record<string, unknown> = {}) =>
    layer.push({
      event: 'notification',
      notification_type: label.startsWith('Error') ? 'error' : 'info',
      notification_label: label,
      ...extra,
    });

  const recommend = (cart: Cart) => {
    try {
      sendRecommendationCart(cart, config.recommendations);
    } catch (error) {
      reportOnce('recommendations')(error);
    }
  };

  /** What every confirmed cart may carry: products a changeset took out, an unknown payment type. */
  const noticesOf = (cart: Cart) => {
    for (const { productId } of cart.changeset?.changes.removedItems ?? []) {
      if (firstTimeOnPage(`offline|${cart.cartId}|${cart.cartVersion}|${productId}`)) {
        notify(TRACKING_NOTIFICATIONS.productOffline, { item_id: productId });
      }
    }
    const payment = cart.selectedPaymentType;
    if (payment && !isPaymentType(payment) && firstTimeOnPage(`payment|${payment}`)) {
      notify(unknownPaymentTypeLabel(payment, looksExpress(payment)));
    }
  };

  const searchConversions = (cart: Cart) =>
    sendSearchConversions(cart, config.searchInsights).catch(reportOnce('searchInsights'));

  let firstRendered = true;

  const tracker = {
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
     * A click inside the element: on a tile's product link (select_item) or its friends badge
     * (select_promotion). Tiles carry `data-item-id`, badges `data-friends-badge`.
     */
    clicked(cart: Cart, target: EventTarget | null): void {
      if (!(target instanceof Element)) return;
      const id = target.closest('[data-item-id]')?.getAttribute('data-item-id');
      const item = cart.items.find((each) => each.id === id);
      if (!item) return;
      if (target.closest('a[href]')?.getAttribute('href') === productPageUrl(item.product.productId)) {
        tracker.itemSelected(cart, item);
      } else if (target.closest('[data-friends-badge]')) tracker.promotionSelected(cart, item);
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
      recommend(cart);
      return searchConversions(cart);
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
      recommend(cart);
      return searchConversions(cart);
    },

    /** A cart that came from elsewhere (another element, another tab, a reload): only its notices. */
    cartLoaded(cart: Cart): void {
      noticesOf(cart);
    },

    /** The shopper followed a tile's product link. */
    itemSelected(cart: Cart, item: CartItem): void {
      const index = cart.items.findIndex((each) => each.id === item.id);
      const ecommerce = ecommerceOf(cart, [singleItemLine(item, item.quantity)], brand);
      const [selected] = ecommerce.items;
      if (selected && index >= 0) selected.index = index;
      layer.pushEcommerce('select_item', { item_list_id: 'cart', item_list_name: 'Cart', ...ecommerce });
    },

    /** The friends-discount badge of an item was shown: once per product and page view. */
    promotionViewed(cart: Cart, item: CartItem): void {
      if (!firstTimeOnPage(`promotion|${item.product.productId}`)) return;
      const { items } = ecommerceOf(cart, [singleItemLine(item, item.quantity)], brand);
      layer.pushEcommerce('view_promotion', { ...FRIENDS_PROMOTION, items });
    },

    /** The shopper opened the friends-discount modal from an item's badge. */
    promotionSelected(cart: Cart, item: CartItem): void {
      const { items } = ecommerceOf(cart, [singleItemLine(item, item.quantity)], brand);
      layer.pushEcommerce('select_promotion', { ...FRIENDS_PROMOTION, items });
    },

    /** The item (or `quantity` tickets of it) went to the wishlist; the removal is tracked by cartChanged. */
    movedToWishlist(cart: Cart, item: CartItem, quantity: number): void {
      layer.pushEcommerce('add_to_wishlist', ecommerceOf(cart, [singleItemLine(item, quantity)], brand));
    },

    /** The wishlist was full: 'Error - More than 99 products in wishlist'. */
    wishlistFull(): void {
      notify(TRACKING_NOTIFICATIONS.tooManyProducts);
    },

    /** The server confirmed the shipping method the shopper chose: add_shipping_info with it as the tier. */
    shippingChosen(cart: Cart, method: string): void {
      layer.pushEcommerce('add_shipping_info', { ...cartEcommerce(cart, brand), shipping_tier: method });
    },

    /** An express payment flow started: add_payment_info with the payment type. */
    paymentStarted(cart: Cart, paymentType: string): void {
      layer.pushEcommerce('add_payment_info', { ...cartEcommerce(cart, brand), payment_type: paymentType });
    },

    /** The shopper goes on to the next checkout step. */
    checkoutBegun(cart: Cart): void {
      layer.pushEcommerce('begin_checkout', cartEcommerce(cart, brand));
    },

    /** An express payment method is not available (invoice, credit card, Google Pay ... Sofort). */
    paymentUnavailable(paymentType: string): void {
      const label = paymentUnavailableLabel(paymentType);
      if (label && firstTimeOnPage(`unavailable|${paymentType}`)) notify(label);
    },

    /** An express flow failed (a cancel is no failure): its notification, with the missing fields if any. */
    paymentFailed(paymentType: string, failure: ExpressFailure): void {
      const notice = expressFailureNotice(failure);
      if (!notice) return;
      notify(notice.label, {
        payment_type: paymentType,
        ...(notice.missingFields ? { missing_fields: notice.missingFields } : {}),
      });
    },

    /** A payment type this version does not know, with the express flag. */
    unknownPaymentType(method: string, express: boolean): void {
      notify(unknownPaymentTypeLabel(method, express));
    },
  };
  return tracker;
}
