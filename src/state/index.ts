// The state of the elements: the cart's atoms and actions, and what is shared with sibling elements and
// other tabs (window-event bridges, wishlist, snackbar, sync). Named exports only; the move-to-wishlist
// flow is a lazy chunk and stays out (import it with import()).
export {
  abortCartChangesAtom,
  changeItemQuantityAtom,
  loadCartAtom,
  removeCartItemAtom,
} from './cart-actions.js';
export { cartChangesetAtom, initialErrorAtom } from './cart-notices.js';
export { applyCartAtom, cartAtom, cartBusyAtom, cartChangeErrorAtom, cartStatusAtom } from './cart-status.js';
export { errorReporterAtom, reportUnknownValuesAtom } from './error-reporting.js';
export { type FragmentConfig, fragmentConfigAtom, requireConfig } from './fragment-config.js';
export { isDimmed, itemLoadingAtom, type ItemLoadingState, requestedQuantityAtom } from './item-loading.js';
export { messageLoaderAtom, resolveMessage } from './messages.js';
export { createWindowEventBridge, sameIds } from './window-event-bridge.js';
export {
  CART_CHANGE_EVENT,
  cartChangeBridge,
  cartChangeDetail,
  type CartChangeDetail,
  cartItemCountBridge,
  parseCartChangeDetail,
} from './cart-change-bridge.js';
export { WISHLIST_CHANGE_EVENT, wishlistAtom, wishlistBridge } from './wishlist-bridge.js';
export { addToWishlistAtom, removeFromWishlistAtom, toggleWishlistAtom } from './wishlist-actions.js';
export { closeSnackbarAtom, openSnackbarAtom, snackbarAtom } from './snackbar.js';
export {
  type CartSyncMessage,
  currentTabId,
  isExpired,
  openCartSyncChannel,
  parseCartSyncMessage,
} from './cart-sync.js';
export { cartSyncNoticeAtom, receiveCartSyncAtom } from './cart-sync-state.js';
