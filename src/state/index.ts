// The state of the elements: the cart's atoms and actions, and what is shared with sibling elements and
// other tabs (window-event bridges, wishlist, snackbar, sync). Named exports only; the move-to-wishlist
// flow is a lazy chunk and stays out (import it with import()).
export { cartLeavingAtom, httpClientAtom } from './api-client.js';
export {
  abortCartChangesAtom,
  changeItemQuantityAtom,
  loadCartAtom,
  removalOf,
  removeCartItemAtom,
} from './cart-actions.js';
export { cartChangesetAtom, initialErrorAtom } from './cart-notices.js';
export {
  applyCartAtom,
  cartAtom,
  cartBusyAtom,
  cartChangeErrorAtom,
  cartChangeErrorFocusAtom,
  clearChangeFailureAtom,
  type ItemChangeError,
  itemChangeErrorAtom,
  showChangeFailureAtom,
  type CartStatus,
  cartStatusAtom,
  type Message,
  newerCart,
  pendingCartChangesAtom,
} from './cart-status.js';
export {
  announceConfirmedCart,
  answerOfOwnChange,
  type CartConfirmation,
  type CartConfirmationListener,
  cartConfirmationListenersAtom,
  type CartOrigin,
} from './cart-confirmations.js';
export { isOfflineError, messageForFailure } from './error-message.js';
export { errorReporterAtom, reportIfUnexpected, reportUnknownValuesAtom } from './error-reporting.js';
export { type FragmentConfig, fragmentConfigAtom, requireConfig } from './fragment-config.js';
export {
  anyItemBusyAtom,
  blocksControl,
  busyItemsAtom,
  isItemActionBlocked,
  type ItemAction,
  type ItemActionKind,
  type ItemActionOutcome,
  type ItemBusyPhase,
  type ItemBusyState,
  LOADING_AFTER_MS,
  LONG_LOADING_AFTER_MS,
  runItemAction,
} from './item-actions.js';
export { type ItemCartChange, type ItemChangeResult, runItemCartChange } from './item-cart-change.js';
export {
  isDimmed,
  itemLoadingAtom,
  type ItemLoadingState,
  type ItemState,
  markItemsOfflineAtom,
  offlineItemsAtom,
  requestedQuantityAtom,
} from './item-loading.js';
export { type MessageLoader, messageLoaderAtom, resolveMessage } from './messages.js';
export { leavingForNextStepAtom } from './next-step-leaving.js';
export {
  type CartChange,
  type CartChangeResult,
  cartChangeSequenceAtom,
  cartOutcomeUnknownAtom,
  heldBackCartAtom,
  runCartChange,
} from './run-cart-change.js';
export {
  createWindowEventBridge,
  onStorageKey,
  sameIds,
  type WindowEventBridge,
  type WindowEventBridgeOptions,
} from './window-event-bridge.js';
export { cartChangeBridge, cartItemCountBridge } from './cart-change-bridge.js';
export { createWishlistBridge, type GivenWishlist, wishlistAtom, wishlistBridge } from './wishlist-bridge.js';
export {
  addToWishlistAtom,
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
  currentTabId,
  fromOtherTab,
  openTabChannel,
  stamped,
  type TabChannel,
  type TabStamp,
} from './tab-channel.js';
export {
  type CartSyncChannel,
  type CartSyncMessage,
  openCartSyncChannel,
  parseCartSyncMessage,
} from './cart-sync.js';
export { cartSyncNoticeAtom, type CartSyncOutcome, receiveCartSyncAtom } from './cart-sync-state.js';
export { createCoalescer, refetchCartAtom } from './cart-refetch.js';
export { openWhileShown } from './page-lifecycle.js';
export {
  expressAvailabilityAtom,
  type ExpressAvailability,
  expressFlowActiveAtom,
  expressFlowAtom,
  type ExpressFlowPhase,
  type ExpressFlowState,
  expressProcessingAtom,
  IDLE_EXPRESS_FLOW,
  type UnavailableReason,
  expressButtonShownAtom,
} from './express-payments.js';
