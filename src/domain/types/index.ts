export type * from './api-error.js';
export type * from './cart.js';
export type * from './changeset.js';
export type * from './money.js';
export type * from './packaging.js';
export type * from './product.js';
export type * from './tenant-config.js';
export type * from './order.js';
