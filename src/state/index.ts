// The state of the elements: the cart's atoms and actions, and what is shared with sibling elements and
// other tabs (window-event bridges, wishlist, snackbar, sync). Named exports only; the move-to-wishlist
// flow is a lazy chunk and stays out (import it with import()).
export { httpClientAtom } from './setup/api-client.js';
export { abortCartChangesAtom, changeItemQuantityAtom, removeCartItemAtom } from './actions/cart-actions.js';
export { loadCartAtom } from './cart/load-cart.js';
export { cartChangesetAtom, initialErrorAtom, showInitialErrorAtom } from './cart/cart-notices.js';
export {
  applyCartAtom,
  cartAtom,
  cartBusyAtom,
  cartChangeErrorAtom,
  cartChangeErrorFocusAtom,
  itemChangeErrorAtom,
  type ItemChangeError,
  cartStatusAtom,
} from './cart/cart-status.js';
export { cartCallsSettledAtom, pendingCartChangesAtom } from './cart/pending-cart-calls.js';
export {
  type CartConfirmation,
  type CartConfirmationListener,
  cartConfirmationListenersAtom,
} from './cart/cart-confirmations.js';
export { errorReporterAtom, reportIfUnexpected, reportUnknownValuesAtom } from './setup/error-reporting.js';
export { type FragmentConfig, fragmentConfigAtom, requireConfig } from './setup/fragment-config.js';
export {
  anyItemBusyAtom,
  blocksControl,
  busyItemsAtom,
  type ItemAction,
  type ItemActionKind,
  runItemAction,
} from './cart/item-busy.js';
export type { ItemLoadingState } from './cart-change/item-loading.js';
export { messageLoaderAtom, resolveMessage } from './messages/messages.js';
export { messageForErrorCode } from './messages/error-message.js';
export { leavingForNextStepAtom } from './actions/next-step-leaving.js';
export { type CartChange, runCartChange } from './cart-change/run-cart-change.js';
export { afterNextPaint } from './cart-change/after-next-paint.js';
export { createWindowEventBridge, sameIds } from './sync/window-event-bridge.js';
export { cartChangeBridge, cartItemCountBridge } from './sync/cart-change-bridge.js';
export { createWishlistBridge, wishlistAtom, wishlistBridge } from './sync/wishlist-bridge.js';
export { addToWishlistAtom, removeFromWishlistAtom, toggleWishlistAtom } from './actions/wishlist-actions.js';
export { moveToWishlistAtom, prefetchWishlistFlow } from './actions/move-to-wishlist.js';
export { closeSnackbarAtom, snackbarAtom } from './messages/snackbar.js';
export { currentTabId } from './sync/tab-channel.js';
export {
  type CartSyncChannel,
  type CartSyncMessage,
  openCartSyncChannel,
  parseCartSyncMessage,
} from './sync/cart-sync.js';
export { cartSyncNoticeAtom, ownCallsWaitMsAtom, receiveCartSyncAtom } from './sync/cart-sync-state.js';
export { createCoalescer, refetchCartAtom } from './sync/cart-refetch.js';
export { openWhileShown } from './sync/page-lifecycle.js';
export {
  expressAvailabilityAtom,
  type ExpressAvailability,
  expressFlowActiveAtom,
  expressFlowAtom,
  expressProcessingAtom,
  type UnavailableReason,
  expressButtonShownAtom,
} from './cart/express-payments.js';
export { addCouponAtom, type CodeEntryOutcome } from './actions/add-coupon.js';
export { removeCouponAtom } from './actions/remove-coupon.js';
export { removeVoucherAtom } from './actions/remove-voucher.js';
export { type RequestedPackaging, setItemPackagingAtom } from './actions/set-item-packaging.js';
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
export { createCartStore, type CartStore } from './cart/create-cart-store.js';
export { deliveryTermsAtom, shippingCountriesAtom } from './cart/delivery-info.js';
export { openDropdownOverlayAtom, stickyBarHeightAtom } from './view/sticky-bar.js';
export { postCartEventAtom } from './sync/cart-events.js';
export { useStoreAtom, useStoreValue } from './view/use-store-value.js';
export { useItemView } from './actions/use-item-view.js';
// The old names, only for src/payments/ until it uses the new ones (another helper works there now).
export { keepWishlistMovedForReload, showKeptWishlistMovedAtom } from './messages/wishlist-moved-notice.js';
export type { Message } from './messages/message.js';
export { hostEventTargetAtom } from './sync/host-events.js';
export { refreshCartAtom } from './actions/refresh-cart.js';
