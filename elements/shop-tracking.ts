// The purchase tracking for a host's order confirmation page: framework-free, no element, no React.
//
//   import { trackPurchase } from '/fragments/cart/shop-tracking.js';
//   await trackPurchase(order);            // an Order (spec point 3); pushes once per order id
export { trackPurchase, type PurchaseOptions } from '../src/tracking/purchase.js';
export type { Order } from '../src/domain/index.js';
