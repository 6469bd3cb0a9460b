// `shop-cart-error` (DESIGN.md section 1): dispatched on `<shop-cart>` (bubbling, composed) when the
// element cannot start and renders nothing.

export const SHOP_CART_ERROR_EVENT = 'shop-cart-error';

/** Why the element could not start. */
export const SHOP_CART_ERROR_REASONS = [
  'missing-tenant',
  'unknown-tenant',
  'invalid-json',
  'invalid-startup-data',
] as const;

export type ShopCartErrorReason = (typeof SHOP_CART_ERROR_REASONS)[number];

/** What `shop-cart-error` carries; JSON-safe. */
export interface ShopCartErrorDetail {
  reason: ShopCartErrorReason;
  /** The same text the element logged with `console.error`. */
  message: string;
}

export type ShopCartErrorEvent = CustomEvent<ShopCartErrorDetail>;

/** The detail of an incoming `shop-cart-error`, or `null` when it is not one. */
export function parseShopCartErrorDetail(detail: unknown): ShopCartErrorDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { reason, message } = detail as Record<string, unknown>;
  return SHOP_CART_ERROR_REASONS.includes(reason as ShopCartErrorReason) && typeof message === 'string'
    ? { reason: reason as ShopCartErrorReason, message }
    : null;
}

/** The event to dispatch on the element: it bubbles and leaves the shadow root. */
export function shopCartErrorEvent(detail: ShopCartErrorDetail): ShopCartErrorEvent {
  return new CustomEvent(SHOP_CART_ERROR_EVENT, { bubbles: true, composed: true, detail });
}

declare global {
  interface HTMLElementEventMap {
    'shop-cart-error': ShopCartErrorEvent;
  }
  // It bubbles through the document to the window.
  interface DocumentEventMap {
    'shop-cart-error': ShopCartErrorEvent;
  }
  interface WindowEventMap {
    'shop-cart-error': ShopCartErrorEvent;
  }
}
