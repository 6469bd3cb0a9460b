export { ApiError, isAbortError, type ApiFailure } from './api-error.js';
export { fetchCart, removeItem, setItemQuantity } from './cart-calls.js';
export { addCoupon, removeCoupon, removeVoucher } from './discount-calls.js';
export { setPaybackNumber } from './loyalty-calls.js';
export { requestJson, type HttpClient, type RequestOptions } from './http-client.js';
export { createLatestOnly, type LatestOnly, type LatestOutcome } from './latest-only.js';
export { CartSchema } from './schemas/cart-schema.js';
export { describeIssues } from './schemas/describe-issues.js';
export { addWishlistProduct, removeWishlistProducts } from './wishlist-calls.js';
