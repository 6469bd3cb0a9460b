// The shop's rules as pure functions and constants: the cart, the other elements and the reference API
// all import them from here, so each rule is written once.
export type * from './types/index.js';
export * from './money.js';
export * from './tenant.js';
export * from './order-id.js';
export * from './quantity.js';
export * from './product-kind.js';
export * from './errors.js';
