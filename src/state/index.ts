export * from './api-client.js';
export * from './cart-actions.js';
export * from './cart-status.js';
export * from './error-message.js';
export * from './fragment-config.js';
export * from './item-loading.js';
export * from './run-cart-change.js';
export * from './sibling-state.js';
