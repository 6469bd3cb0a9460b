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
  GrossPrice,
  Money,
  PackagingOption,
  PackagingVariant,
  Order,
  PaymentVoucher,
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
  fromMinorUnits,
  isZeroMoney,
  moneyFromMinorUnits,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  toMinorUnits,
} from './money.js';
export {
  isGermanTenant,
  isTenant,
  type ShortBrand,
  taxFactor,
  type Tenant,
  tenantCountry,
  type TenantCountry,
  TENANTS,
  tenantShortBrand,
  tenantUrlPrefix,
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
  isProductType,
  isTicket,
  priceCategory,
  type PriceCategory,
  priceDisplayType,
  type PriceDisplayType,
  PRODUCT_TYPES,
  productKind,
  type ProductKind,
  type ProductType,
  trackingVariant,
  type TrackingVariant,
} from './product-kind.js';
export {
  clearsDiscountCookies,
  COUNT_EXCEEDED_KEY,
  discountCookiesClearedOnLoad,
  GENERIC_ERROR_CODES,
  isGenericErrorCode,
  NOT_AUTHENTICATED_KEY,
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
export {
  redemptionPage,
  showsLeftover,
  showsRedemptionInfo,
  validateVoucherCode,
  type VoucherCodeError,
  voucherDeductedTotal,
} from './voucher.js';
export {
  formatLoyaltyPoints,
  LOYALTY_EXCLUDED_SKUS,
  LOYALTY_NUMBER_LENGTH,
  loyaltyAvailable,
  type LoyaltyNumberError,
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
  type ShippingKind,
  type ShippingMethodId,
  summaryShippingType,
} from './shipping.js';
export {
  deliveryTermFor,
  deliveryTermForItem,
  deliveryTermText,
  dominantPackaging,
  IMMEDIATE_DELIVERY,
} from './delivery-term.js';
export {
  addToWishlist,
  canAddToWishlist,
  parseWishlist,
  readIdList,
  readWishlist,
  removeFromWishlist,
  toggleWishlist,
  WISHLIST_MAX,
  WISHLIST_MAX_MESSAGE,
  WISHLIST_TRACKING_NOTICES,
  WishlistFullError,
} from './wishlist.js';
export { addLastSeen, LAST_SEEN_MAX, readLastSeen } from './last-seen.js';
export {
  CART_CHANGE_TYPES,
  type CartChangeType,
  isCartChangeType,
  type SingleChangeType,
} from './change-types.js';
export {
  changeNeedsGenericLine,
  type ChangeNotice,
  type ChangeNoticeKey,
  changeNotices,
  changesetShowsShopLink,
  changeSeverity,
  type ChangeSeverity,
} from './changeset.js';
export {
  cartItemCount,
  type CartRow,
  cartRows,
  participantsDisplay,
  type ParticipantsDisplay,
  pricePerTicket,
  quantityAfterTicketRemoval,
} from './cart-items.js';
export { formatCount, isCount } from './counts.js';
export {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  isShopLocale,
  resolveLocale,
  type ResolvedLocale,
  SHOP_LOCALES,
  type ShopLocale,
} from './locale.js';
export {
  isPackagingType,
  offeredPackagingOptions,
  PACKAGING_TYPES,
  packagingPriceKind,
  type PackagingType,
  trackingPackagingMethod,
  trackingPackagingType,
} from './packaging.js';
export {
  EXPERIENCES_PER_BRAND,
  experiencesCount,
  EXPRESS_DELIVERY_DAYS,
  EXPRESS_PAYMENT,
  giftWrapperSize,
  greetingCardBoxPrice,
  HOTLINE_HOURS,
  INVOICE_PAYMENT_MAX_DAYS,
  PRICE_GUARANTEE_MONTHS,
  VOUCHER_VALIDITY_YEARS,
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
export { type CartVersion, isNewerCartVersion } from './cart-version.js';
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
  ChunkLoadError,
  chunkFailureKey,
  failedChunkUrl,
  loadChunk,
  onOutdatedChunk,
  OutdatedChunkError,
  outdatedChunk,
  setChunkProbe,
  type ChunkProbe,
} from './load-chunk.js';
export {
  cartSavings,
  SUMMARY_ROW_ORDER,
  type SummaryContext,
  type SummaryRow,
  type SummaryRowKind,
  summaryRows,
} from './summary.js';
export {
  CODE_REQUIRED_KEY,
  CODE_SPECIAL_CHARACTERS_KEY,
  VOUCHER_CODE_REQUIRED_KEY,
  CONNECTION_ERROR_KEY,
  DISCOUNT_NOT_AUTHENTICATED_KEY,
  FIELD_HINT_KEYS,
  GENERIC_ERROR_KEY,
  HOTLINE_KEY,
  INVALID_ANSWER_KEY,
  LOADING_KEY,
  RETRY_KEY,
  needsHotline,
  WISHLIST_FULL_KEY,
} from './message-keys.js';
export type { FieldHintKey, SharedMessageKey } from './message-keys.js';
export { codeFieldKind, type CodeFieldKind, typedCodeError, type TypedCodeErrorKey } from './code-field.js';
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
export { formattedText, knowFormattedTexts, listenToFormattedTexts } from './formatted-texts.js';
