export { COOKIES, LOCAL_KEYS, SESSION_KEYS } from './storage-keys.js';
export { cookieString, readCookie, removeCookie, writeCookie } from './cookies.js';
export {
  isQuotaError,
  readJson,
  readString,
  removeKey,
  storageFor,
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
  writeAnonymousWishlist,
} from './wishlist-storage.js';
export {
  clearCheckoutSession,
  clearDiscountCookies,
  clearPersonalInfo,
  readCartItemCount,
  readLastSeenProducts,
  rememberLastSeenProducts,
  storeCartItemCount,
} from './cart-storage.js';
export { storeCheckoutSession, storePersonalInfo } from './checkout-session.js';
