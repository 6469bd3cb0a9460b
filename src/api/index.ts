export { ApiError, isAbortError, type ApiFailure } from './api-error.js';
export { fetchCart, removeItem, setItemQuantity } from './cart-calls.js';
export { requestJson, type HttpClient, type RequestOptions } from './http-client.js';
export { createChangeSequence, type ChangeSequence, type SequencedOutcome } from './change-sequence.js';
export { CartSchema } from './schemas/cart-schema.js';
export { describeIssues } from './schemas/describe-issues.js';
export { addWishlistProduct, removeWishlistProducts } from './wishlist-calls.js';
