import { COOKIE_LIFETIMES } from '../domain/index.js';

// Every name the shop keeps in cookies and web storage, with its lifetime (spec point 9), in one place.
// The spec names the values but not their keys; the keys below are this fragment's choice.

/** A cookie the shop writes: its name and lifetime in seconds. */
export interface CookieSpec {
  readonly name: string;
  readonly maxAgeSeconds: number;
}

/** The cookies, with the lifetimes of spec point 9 (seconds). */
export const COOKIES = {
  /** The anonymous visitor's wishlist: a JSON list of product ids, one year. */
  wishlist: { name: 'shop_wishlist', maxAgeSeconds: COOKIE_LIFETIMES.wishlist },
  /** Personal information between cart and checkout, 2 hours. */
  personalInfo: { name: 'shop_personal_info', maxAgeSeconds: COOKIE_LIFETIMES.personalInfo },
  /** The redemption flow, 24 hours. */
  redemption: { name: 'shop_redemption', maxAgeSeconds: COOKIE_LIFETIMES.redemption },
  /** Shop settings, one year. */
  settings: { name: 'shop_settings', maxAgeSeconds: COOKIE_LIFETIMES.settings },
  /** The tracking client id, 10 years. */
  trackingClient: { name: 'shop_tracking_client', maxAgeSeconds: COOKIE_LIFETIMES.trackingClient },
} as const satisfies Record<string, CookieSpec>;

/** The discount cookies, removed on cart load when a coupon is present or the initial error is 702/716. */
export const DISCOUNT_COOKIE_NAMES = ['shop_discount_code', 'shop_discount_campaign'] as const;

/** Session-scoped values: they live as long as the tab. */
export const SESSION_KEYS = {
  orderId: 'shop.orderId',
  paypalOrderId: 'shop.paypalOrderId',
  stripeClientSecret: 'shop.stripeClientSecret',
  welcomePopupHidden: 'shop.welcomePopupHidden',
  mapTooltipShown: 'shop.mapTooltipShown',
  customerEmail: 'shop.customerEmail',
  /** Set just before the page reloads after the last item moved to the wishlist; read once after it. */
  wishlistMovedNotice: 'shop.wishlistMovedNotice',
} as const;

/** The session keys cleared whenever the cart loads (spec point 4). */
export const SESSION_KEYS_CLEARED_ON_CART_LOAD = [
  SESSION_KEYS.orderId,
  SESSION_KEYS.paypalOrderId,
  SESSION_KEYS.stripeClientSecret,
] as const;

/** Local values: they outlive the tab (local storage, falling back to session storage, then none). */
export const LOCAL_KEYS = {
  searchHistory: 'shop.searchHistory',
  deleteNotificationShown: 'shop.deleteNotificationShown',
  trackedOrderId: 'shop.trackedOrderId',
  /** The number of cart items (sum of quantities); removed at zero. */
  cartItemCount: 'shop.cartItemCount',
  searchAnalytics: 'shop.searchAnalytics',
  /** Product ids, newest first, at most LAST_SEEN_MAX. */
  lastSeenProducts: 'shop.lastSeenProducts',
  /** A logged-in visitor's wishlist as the server last answered it, so counters can show it. */
  accountWishlist: 'shop.accountWishlist',
  /** Fallback channel of the cross-tab cart sync where BroadcastChannel is missing. */
  cartSyncMessage: 'shop.cartSyncMessage',
} as const;

/**
 * The BroadcastChannel the tabs share changes on: cart versions `{ cartId, cartVersion, sentAt, tabId }`
 * and wishlists `{ productIds, sentAt, tabId }`; each reader takes the messages of its shape.
 */
export const CART_SYNC_CHANNEL = 'shop-cart-sync';
