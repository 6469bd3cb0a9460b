export { ApiError } from './api-error.js';
export { fetchCart, removeItem, setItemQuantity } from './cart-calls.js';
export type { CartChangeCall, CartChangeCallPath } from './cart-change-calls.js';
export { addCoupon, removeCoupon, removeVoucher } from './discount-calls.js';
export { setPaybackNumber } from './loyalty-calls.js';
export { requestJson, type HttpClient } from './http-client.js';
export { createChangeSequence, type SequencedOutcome } from './change-sequence.js';
export { CartSchema } from './schemas/cart-schema.js';
export { describeIssues } from './schemas/describe-issues.js';
export { TenantConfigSchema } from './schemas/tenant-config-schema.js';
export { openList, readTolerantly, withoutNullMembers } from './schemas/tolerant.js';
export { addWishlistProduct, removeWishlistProducts } from './wishlist-calls.js';
export { postCartEvent, type CartEventName } from './event-calls.js';
export { setItemPackaging, type ItemPackagingChoice } from './packaging-calls.js';
export { setShippingMethod } from './shipping-calls.js';
export { isAbortError } from './api-error.js';
export {
  createPaymentSession,
  fetchAmazonMerchant,
  fetchPaymentAvailability,
  fetchPaypalOrder,
  postExpressFlowEvent,
  prepareAmazonPaySession,
  validatePersonalInformation,
} from './payment-calls.js';
export type { PaymentSession } from './schemas/payment-schemas.js';
