// `shop-cart-change` (DESIGN.md section 1, "Host API"): dispatched on `<shop-cart>` itself (bubbling,
// composed) when the cart it shows changed, confirmed by the server. The detail is the one of the window
// event `shop:cart-change`; the name has no colon, so frameworks bind it declaratively on the element.
import type { CartChangeDetail } from './cart-change.js';

export const SHOP_CART_CHANGE_EVENT = 'shop-cart-change';

export type ShopCartChangeEvent = CustomEvent<CartChangeDetail>;

/** The event to dispatch on the element: it bubbles and leaves the shadow root. */
export function shopCartChangeEvent(detail: CartChangeDetail): ShopCartChangeEvent {
  return new CustomEvent(SHOP_CART_CHANGE_EVENT, { bubbles: true, composed: true, detail });
}

declare global {
  interface HTMLElementEventMap {
    'shop-cart-change': ShopCartChangeEvent;
  }
  // It bubbles through the document to the window.
  interface DocumentEventMap {
    'shop-cart-change': ShopCartChangeEvent;
  }
  interface WindowEventMap {
    'shop-cart-change': ShopCartChangeEvent;
  }
}
