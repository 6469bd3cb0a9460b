// The tracking rules (GA4 lines, revenue, labels, cart difference, hashed e-mail): named exports,
// re-exported by src/domain/index.ts.
export {
  giftBoxPackagingTotal,
  merchandiseTotal,
  offsetShare,
  purchaseRevenue,
  scoringFactorFor,
  TRACKING_DEFAULTS,
  voucherCoverage,
} from './tracking.js';
export {
  friendsDiscountPerUnit,
  ownPriceCategory,
  trackingKey,
  type TrackingLine,
  trackingLines,
} from './tracking-lines.js';
export {
  expressFailureNotice,
  FRIENDS_PROMOTION,
  looksExpress,
  paymentUnavailableLabel,
  TRACKING_NOTIFICATIONS,
  unknownPaymentTypeLabel,
} from './tracking-labels.js';
export { cartDifference } from './cart-difference.js';
export { EMAIL_HASH_SALT, hashEmail } from './email-hash.js';
