// The shop's rules as pure functions and constants: the cart, the other elements and the reference API
// all import them from here, so each rule is written once.
export type * from './types/index.js';
export * from './money.js';
export * from './tenant.js';
export * from './order-id.js';
export * from './quantity.js';
export * from './product-kind.js';
export * from './error-codes.js';
export * from './errors.js';
export * from './discount.js';
export * from './voucher.js';
export * from './loyalty.js';
export * from './shipping.js';
export * from './delivery-term.js';
export * from './wishlist.js';
export * from './last-seen.js';
export * from './changeset.js';
export * from './cart-items.js';
export * from './packaging.js';
export * from './payment.js';
export * from './tracking.js';
export * from './email-hash.js';
export * from './personal-info.js';
export * from './shop-constants.js';
export * from './client-constants.js';
export * from './navigation.js';
export * from './load-chunk.js';
