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
} from './actions/cart-actions.js';
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
} from './cart-change/cart-confirmations.js';
export { isOfflineError, messageForFailure } from './cart-change/error-message.js';
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
} from './cart-change/item-busy.js';
export {
  type ItemCartChange,
  type ItemChangeResult,
  runItemCartChange,
} from './cart-change/item-cart-change.js';
export {
  isDimmed,
  itemLoadingAtom,
  type ItemLoadingState,
  type ItemState,
  markItemsOfflineAtom,
  offlineItemsAtom,
  requestedQuantityAtom,
} from './cart-change/item-loading.js';
export { type MessageLoader, messageLoaderAtom, resolveMessage } from './messages.js';
export { leavingForNextStepAtom } from './actions/next-step-leaving.js';
export {
  type CartChange,
  type CartChangeResult,
  cartChangeSequenceAtom,
  cartOutcomeUnknownAtom,
  heldBackCartAtom,
  runCartChange,
} from './cart-change/run-cart-change.js';
export {
  createWindowEventBridge,
  onStorageKey,
  sameIds,
  type WindowEventBridge,
  type WindowEventBridgeOptions,
} from './sync/window-event-bridge.js';
export { cartChangeBridge, cartItemCountBridge } from './sync/cart-change-bridge.js';
export {
  createWishlistBridge,
  type GivenWishlist,
  wishlistAtom,
  wishlistBridge,
} from './sync/wishlist-bridge.js';
export {
  addToWishlistAtom,
  removeFromWishlistAtom,
  toggleWishlistAtom,
  type WishlistResult,
} from './actions/wishlist-actions.js';
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
} from './sync/tab-channel.js';
export {
  type CartSyncChannel,
  type CartSyncMessage,
  openCartSyncChannel,
  parseCartSyncMessage,
} from './sync/cart-sync.js';
export { cartSyncNoticeAtom, type CartSyncOutcome, receiveCartSyncAtom } from './sync/cart-sync-state.js';
export { createCoalescer, refetchCartAtom } from './sync/cart-refetch.js';
export { openWhileShown } from './sync/page-lifecycle.js';
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
export { addCouponAtom } from './actions/add-coupon.js';
export { removeCouponAtom } from './actions/remove-coupon.js';
export { removeVoucherAtom } from './actions/remove-voucher.js';
export {
  type RequestedPackaging,
  requestedPackagingAtom,
  setItemPackagingAtom,
} from './actions/set-item-packaging.js';
export { setPaybackNumberAtom } from './actions/set-payback-number.js';
export {
  requestedShippingMethodAtom,
  setShippingMethodAtom,
  shippingMethodErrorAtom,
} from './actions/set-shipping-method.js';
export {
  failedReservationsAtom,
  markedReservationsAtom,
  reservationFailuresAtom,
} from './cart-change/failed-reservations.js';
export { type FieldError } from './cart-change/field-error.js';
export { createCartStore } from './create-cart-store.js';
export { deliveryTermsAtom, shippingCountriesAtom } from './delivery-info.js';
export { openDropdownOverlayAtom } from './sticky-bar.js';
export { postCartEventAtom } from './sync/cart-events.js';
export { useAtom, useAtomValue } from './use-atom.js';
export { keepWishlistMovedForReload, showKeptWishlistMovedAtom } from './wishlist-moved-notice.js';
export type { Message } from './message.js';
