// `shop-wishlist-change` (DESIGN.md section 1, "Host API"): dispatched on `<shop-cart>` itself (bubbling,
// composed) when a wishlist change the element made was kept (by the server for a logged-in shopper, in
// the browser's cookie otherwise). The detail is the one of the window event `shop:wishlist-change`.
import type { WishlistChangeDetail } from './wishlist-change.js';

export const SHOP_WISHLIST_CHANGE_EVENT = 'shop-wishlist-change';

export type ShopWishlistChangeEvent = CustomEvent<WishlistChangeDetail>;

/** The event to dispatch on the element: it bubbles and leaves the shadow root. */
export function shopWishlistChangeEvent(detail: WishlistChangeDetail): ShopWishlistChangeEvent {
  return new CustomEvent(SHOP_WISHLIST_CHANGE_EVENT, { bubbles: true, composed: true, detail });
}

declare global {
  interface HTMLElementEventMap {
    'shop-wishlist-change': ShopWishlistChangeEvent;
  }
  // It bubbles through the document to the window.
  interface DocumentEventMap {
    'shop-wishlist-change': ShopWishlistChangeEvent;
  }
  interface WindowEventMap {
    'shop-wishlist-change': ShopWishlistChangeEvent;
  }
}
