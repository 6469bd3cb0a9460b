export {
  CART_SYNC_CHANNEL,
  COOKIES,
  type CookieSpec,
  DISCOUNT_COOKIE_NAMES,
  LOCAL_KEYS,
  SESSION_KEYS,
  SESSION_KEYS_CLEARED_ON_CART_LOAD,
} from './storage-keys.js';
export { cookieString, readCookie, removeCookie, writeCookie } from './cookies.js';
export {
  isQuotaError,
  readJson,
  readString,
  removeKey,
  storageFor,
  type StorageScope,
  writeJson,
  writeString,
} from './web-storage.js';
export {
  addSearchAnalyticsEntry,
  readSearchAnalytics,
  type SearchAnalyticsEntry,
} from './search-analytics.js';
export {
  clearAccountWishlist,
  readAccountWishlist,
  readAnonymousWishlist,
  readStoredWishlist,
  resetAnonymousWishlist,
  writeAccountWishlist,
  writeAnonymousWishlist,
} from './wishlist-storage.js';
export {
  clearCheckoutSession,
  clearDiscountCookies,
  clearPersonalInfo,
  parseCartItemCount,
  readCartItemCount,
  readLastSeenProducts,
  rememberLastSeenProducts,
  storeCartItemCount,
} from './cart-storage.js';
