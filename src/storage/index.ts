export * from './storage-keys.js';
export * from './cookies.js';
export * from './web-storage.js';
export * from './search-analytics.js';
export * from './wishlist-storage.js';
export * from './cart-storage.js';
export * from './checkout-session.js';
