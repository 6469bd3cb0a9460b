// What the page (cart, payments) uses of tracking. Named exports only; the tracker itself
// (cart-tracker.ts) is a lazy chunk reached through `useTracking().with(...)`, and purchase.ts belongs to
// the framework-free entry dist/shop-tracking.js.
export { type CartTracking, createCartTracking, NO_TRACKING } from './tracking-loader.js';
export { paymentTrackingOf, type PaymentTracking, usePaymentTracking } from './payment-tracking.js';
export type {
  CartTrackerOptions,
  RecommendationsConfig,
  SearchInsightsConfig,
  TrackingConfig,
} from './tracking-config.js';
export { TrackingContext, useTracking } from './TrackingContext.js';
export { trackedClickTarget } from './tracked-clicks.js';
