// The state shared with sibling elements and other tabs: window-event bridges, wishlist, snackbar, sync.
export * from './window-event-bridge.js';
export * from './cart-change-bridge.js';
export * from './wishlist-bridge.js';
export * from './wishlist-actions.js';
export * from './move-to-wishlist.js';
export * from './snackbar.js';
export * from './tab-channel.js';
export * from './cart-sync.js';
export * from './cart-sync-state.js';
export * from './cart-refetch.js';
