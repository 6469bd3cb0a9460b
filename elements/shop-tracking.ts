// The purchase tracking for a host's order confirmation page: framework-free, no element, no React.
import { trackPurchase as trackOrder, type PurchaseOptions } from '../src/tracking/purchase.js';

export type { PurchaseOptions } from '../src/tracking/purchase.js';
export type { Order } from '../src/domain/index.js';

/**
 * Tracks the purchase of an order once, on the host's order confirmation page (`dist/shop-tracking.js`):
 * pushes `{ ecommerce: null }` and the GA4 `purchase` event to `window.dataLayer` (created if absent) with
 * the spec's revenue rules (revenue floored at 0, offset share, merchandise total, gift-box packaging per
 * quantity, value- and experience-voucher coverage, the e-mail hashed with the fixed salt), then the
 * `order_tracking` event with the tracking session id from the `shop_tracking_session` cookie. The order
 * id is kept in local storage, so a reload never tracks the same purchase twice. Never throws.
 *
 * @example
 * import { trackPurchase } from '/fragments/cart/shop-tracking.js';
 * await trackPurchase(order); // an Order as the checkout answers it (spec point 3)
 *
 * @param order - The order (read tolerantly: `null` members are absent, unknown ones ignored).
 * @param options - `brand` (default: the short brand of the order id's tenant), `trackingSessionCookie`.
 * @returns {Promise<boolean>} true when the purchase was pushed; false when it was tracked before or the
 *   order is unreadable.
 */
export function trackPurchase(order: unknown, options?: PurchaseOptions): Promise<boolean> {
  return trackOrder(order, options);
}
