// The shop's rules as pure functions and constants: the cart, the other elements and the reference API
// all import them from here, so each rule is written once. Named exports only: what a barrel re-exports
// with `export *` is easy to pull into the initial bundle by accident. Modules loaded on demand are not
// here (errors.js, code-entry-errors.js, unknown-values.js): import them with import(), or their types
// with `import type`.
// The payment and the tracking rules have their own named indexes (payments/index.ts, tracking/index.ts).
export type {
  Address,
  ApiErrorBody,
  AppliedVoucher,
  Appointment,
  Cart,
  CartChangeset,
  CartItem,
  DeliveryTerm,
  Money,
  PackagingOption,
  PackagingVariant,
  Order,
  PersonalInformation,
  Product,
  SelectedPackaging,
  TenantConfig,
} from './types/index.js';
export {
  AMOUNT_LIMIT,
  formatDate,
  formatMoney,
  formatTime,
  moneyTextKey,
  fromMinorUnits,
  isZeroMoney,
  moneyFromMinorUnits,
  multiplyMoney,
  toMinorUnits,
} from './money.js';
export {
  buildAndUseOnce,
  cartFormatters,
  firstRenderFormatters,
  type FormatterToWarm,
  toWarm,
} from './intl-formatters.js';
export {
  isGermanTenant,
  isTenant,
  taxFactor,
  type Tenant,
  tenantCountry,
  TENANTS,
  tenantShortBrand,
} from './tenant.js';
export { orderIdPrefix, tenantFromOrderId } from './order-id.js';
export {
  canDecreaseQuantity,
  canIncreaseQuantity,
  parseQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_OPTIONS,
} from './quantity.js';
export {
  isTicket,
  type PriceCategory,
  PRODUCT_TYPES,
  productKind,
  type ProductKind,
  type ProductType,
  trackingVariant,
} from './product-kind.js';
export {
  clearsDiscountCookies,
  COUNT_EXCEEDED_KEY,
  discountCookiesClearedOnLoad,
  isGenericErrorCode,
  parseErrorCode,
} from './error-codes.js';
export {
  appliedDiscount,
  type AppliedDiscount,
  DISCOUNT_CODE_DISPLAY_MAX,
  discountLabel,
  FRIENDS_CODE,
  FRIENDS_DISCOUNT_PERCENT,
  friendsDiscountApplies,
  friendsDiscountedQuantity,
  isDiscountEligible,
  normaliseDiscountCode,
  showsFriendsBadge,
  validateDiscountCode,
} from './discount.js';
export { redemptionPage, showsLeftover, showsRedemptionInfo, validateVoucherCode } from './voucher.js';
export {
  formatLoyaltyPoints,
  LOYALTY_EXCLUDED_SKUS,
  LOYALTY_NUMBER_LENGTH,
  loyaltyAvailable,
  loyaltyPoints,
  showsLoyaltyPoints,
  validateLoyaltyNumber,
} from './loyalty.js';
export {
  COUNTRY_CODES,
  isShippingMethod,
  offeredShippingMethods,
  selectedShippingMethod,
  SHIPPING_METHODS,
  shippingAllowed,
  shippingKind,
  type ShippingMethodId,
} from './shipping.js';
export { dominantPackaging } from './delivery-term.js';
export {
  addToWishlist,
  canAddToWishlist,
  parseWishlist,
  readWishlist,
  removeFromWishlist,
  WISHLIST_MAX,
  WISHLIST_MAX_MESSAGE,
  WISHLIST_TRACKING_NOTICES,
  WishlistFullError,
} from './wishlist.js';
export { addLastSeen, LAST_SEEN_MAX, readLastSeen } from './last-seen.js';
export { CART_CHANGE_TYPES, type CartChangeType, type SingleChangeType } from './change-types.js';
export {
  changeNeedsGenericLine,
  type ChangeNoticeKey,
  changeNotices,
  changesetShowsShopLink,
  changeSeverity,
} from './changeset.js';
export {
  cartItemCount,
  cartRows,
  participantsDisplay,
  type ParticipantsDisplay,
  pricePerTicket,
  quantityAfterTicketRemoval,
} from './cart-items.js';
export { formatCount, isCount } from './counts.js';
export { DEFAULT_LOCALE, resolveLocale, type ShopLocale } from './locale.js';
export {
  isPackagingType,
  offeredPackagingOptions,
  PACKAGING_TYPES,
  packagingPriceKind,
  type PackagingType,
  trackingPackagingType,
} from './packaging.js';
export {
  experiencesCount,
  EXPRESS_DELIVERY_DAYS,
  EXPRESS_PAYMENT,
  giftWrapperSize,
  greetingCardBoxPrice,
} from './shop-constants.js';
export {
  BREAKPOINTS,
  CART_QUERY_PARAMS,
  CART_SYNC,
  COOKIE_DEFAULT_PATH,
  COOKIE_LIFETIMES,
  cookieIsSecure,
  HIDDEN_RECHECK_MS,
  isFreshTabMessage,
  LAZY_IMAGE_MARGIN_PX,
  REFETCH_MIN_INTERVAL_MS,
  SCRIPT_LOAD_TIMEOUT_MS,
  STICKY_BAR_HIDE_RATIO,
  STICKY_BAR_SHOW_RATIO,
} from './client-constants.js';
export {
  DEFAULT_NEXT_STEP_URL,
  isFollowableUrl,
  isImageUrl,
  productPageUrl,
  safeSrcset,
  SHOP_URLS,
} from './navigation.js';
export { isKnownValue, type OpenValue } from './open-values.js';
export { isNewerCartVersion } from './cart-version.js';
export {
  CART_MODES,
  type CartMode,
  isCartMode,
  isItemLayout,
  ITEM_LAYOUTS,
  type ItemLayout,
} from './cart-mode.js';
export { isLoggedIn } from './login.js';
export {
  chunkFailureKey,
  loadChunk,
  loadChunkOnce,
  onOutdatedChunk,
  outdatedChunk,
  setChunkProbe,
} from './load-chunk.js';
export { cartSavings, type SummaryRow, summaryRows } from './summary.js';
export {
  CONNECTION_ERROR_KEY,
  FIELD_HINT_KEYS,
  GENERIC_ERROR_KEY,
  LOADING_KEY,
  RETRY_KEY,
  WISHLIST_FULL_KEY,
} from './message-keys.js';
export type { FieldHintKey, SharedMessageKey } from './message-keys.js';
export { codeFieldKind, type CodeFieldKind, typedCodeError } from './code-field.js';
export type { ChangeNoticeHeadlineKey } from './changeset.js';
export type { FieldErrorMessageKey } from './code-entry-errors.js';
export type { ErrorMessageKey } from './errors.js';
export { type ShippingChoice, shippingChoices, shippingCountriesFor } from './shipping-choices.js';
export { formatCountries } from './countries.js';
export { appointmentIdsToReserve, failedReservationsInCart, reservationFailed } from './appointments.js';
export { stickyBarHidden } from './sticky-bar.js';
export type { KnownPackagingOption } from './packaging.js';
export { additionalTicketUrl } from './navigation.js';
export { deliveryTermForMethod } from './delivery-term.js';
export { giftBoxFacts } from './packaging.js';
export { isBrandVoucher } from './cart-items.js';
export { isoDay } from './money.js';
export { textKey } from './number-formats.js';
export { packagingVariantToSend } from './packaging.js';
export { quantityUnit } from './cart-items.js';
export type { OfferedShippingMethod } from './types/index.js';
export type {
  AmazonPayConfig,
  CountryCode,
  PaymentsConfig,
  PaypalConfig,
  StripeConfig,
} from './types/index.js';
export { keepUnchangedItems, sameJson } from './unchanged-items.js';
