import { cartItemCount, discountCookiesClearedOnLoad, type Cart } from '../../../domain/index.js';
import { clearsStoredPersonalInfo } from '../../../domain/payments/index.js';
import {
  clearAccountWishlist,
  clearCheckoutSession,
  clearDiscountCookies,
  clearPersonalInfo,
  rememberLastSeenProducts,
  storeCartItemCount,
} from '../../../storage/index.js';

export interface LoadContext {
  /** The `error` query parameter the page was opened with, if any. */
  initialError: string | null;
  loggedIn: boolean;
}

/**
 * What happens once when the cart first loads (spec point 4): the checkout session keys are cleared,
 * personal info when the Amazon payment is selected, the copy of an account wishlist for an anonymous
 * visitor; the cart's products are remembered as last seen (the first item ends up newest).
 */
export function runFirstLoadDuties(cart: Cart, context: LoadContext): void {
  clearCheckoutSession();
  if (clearsStoredPersonalInfo(cart.selectedPaymentType)) clearPersonalInfo();
  if (!context.loggedIn) clearAccountWishlist();
  if (discountCookiesClearedOnLoad(cart, context.initialError)) clearDiscountCookies();
  rememberLastSeenProducts(cart.items.map((item) => item.product.productId).reverse());
}

/**
 * What happens with every cart on screen: the number of items is stored (removed at zero), and the
 * discount cookies go once a coupon is on the cart.
 */
export function runEveryCartDuties(cart: Cart): void {
  storeCartItemCount(cartItemCount(cart));
  if (discountCookiesClearedOnLoad(cart, null)) clearDiscountCookies();
}
