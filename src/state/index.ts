// The state of the elements: the cart's atoms and actions, and what is shared with sibling elements and
// other tabs (window-event bridges, wishlist, snackbar, sync). Named exports only; the move-to-wishlist
// flow is a lazy chunk and stays out (import it with import()).
export { cartChangeRunnerAtom, httpClientAtom } from './api-client.js';
export {
  abortCartChangesAtom,
  changeItemQuantityAtom,
  loadCartAtom,
  removeCartItemAtom,
} from './cart-actions.js';
export { cartChangesetAtom, initialErrorAtom } from './cart-notices.js';
export {
  applyCartAtom,
  cartAtom,
  cartBusyAtom,
  cartChangeErrorAtom,
  type CartStatus,
  cartStatusAtom,
  type Message,
  pendingCartChangesAtom,
} from './cart-status.js';
export { isOfflineError, messageForFailure } from './error-message.js';
export {
  errorReporterAtom,
  isUnexpectedFailure,
  reportIfUnexpected,
  reportUnknownValuesAtom,
} from './error-reporting.js';
export { type FragmentConfig, fragmentConfigAtom, requireConfig } from './fragment-config.js';
export {
  isDimmed,
  itemLoadingAtom,
  type ItemLoadingState,
  LOADING_AFTER_MS,
  LONG_LOADING_AFTER_MS,
  requestedQuantityAtom,
  setItemLoadingAtom,
} from './item-loading.js';
export { type MessageLoader, messageLoaderAtom, resolveMessage } from './messages.js';
export { type CartChange, type CartChangeResult, runCartChange } from './run-cart-change.js';
export {
  createWindowEventBridge,
  onStorageKey,
  sameIds,
  type WindowEventBridge,
  type WindowEventBridgeOptions,
} from './window-event-bridge.js';
export {
  CART_CHANGE_EVENT,
  cartChangeBridge,
  cartChangeDetail,
  type CartChangeDetail,
  cartItemCountBridge,
  parseCartChangeDetail,
} from './cart-change-bridge.js';
export {
  parseWishlistChangeDetail,
  WISHLIST_CHANGE_EVENT,
  wishlistAtom,
  wishlistBridge,
} from './wishlist-bridge.js';
export {
  addToWishlistAtom,
  isLoggedInAtom,
  removeFromWishlistAtom,
  toggleWishlistAtom,
  type WishlistResult,
} from './wishlist-actions.js';
export {
  closeSnackbarAtom,
  openSnackbarAtom,
  snackbarAtom,
  type SnackbarContent,
  type SnackbarVariant,
} from './snackbar.js';
export {
  type CartSyncChannel,
  type CartSyncMessage,
  currentTabId,
  isExpired,
  openCartSyncChannel,
  parseCartSyncMessage,
} from './cart-sync.js';
export { cartSyncNoticeAtom, type CartSyncOutcome, receiveCartSyncAtom } from './cart-sync-state.js';
