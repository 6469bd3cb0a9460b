// `shop:cart-change` (DESIGN.md section 1): sent on `window` whenever the cart in any element changed.
import { cartItemCount, isCount, type Cart, type Money } from '../domain/index.js';

export const CART_CHANGE_EVENT = 'shop:cart-change';

/** What `shop:cart-change` carries; JSON-safe. */
export interface CartChangeDetail {
  cartId: string;
  /** The server's version of the cart; a higher version is newer. */
  cartVersion: number;
  /** Sum of the quantities. */
  itemCount: number;
  /** The total incl. VAT. */
  total: Money;
}

export type CartChangeEvent = CustomEvent<CartChangeDetail>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The detail of an incoming `shop:cart-change`, or `null` when it is not one: a non-empty cart id,
 * version and item count as non-negative safe integers, a finite total with a currency code.
 */
export function parseCartChangeDetail(detail: unknown): CartChangeDetail | null {
  if (!isRecord(detail) || !isRecord(detail.total)) return null;
  const { cartId, cartVersion, itemCount } = detail;
  const { amount, currencyCode } = detail.total;
  if (typeof cartId !== 'string' || cartId === '' || !isCount(cartVersion) || !isCount(itemCount))
    return null;
  if (!Number.isFinite(amount) || typeof currencyCode !== 'string') return null;
  return { cartId, cartVersion, itemCount, total: { amount: amount as number, currencyCode } };
}

/** The detail describing a cart. */
export function cartChangeDetail(cart: Cart): CartChangeDetail {
  return {
    cartId: cart.cartId,
    cartVersion: cart.cartVersion,
    itemCount: cartItemCount(cart),
    total: { amount: cart.total.gross.amount, currencyCode: cart.total.gross.currencyCode },
  };
}

declare global {
  interface WindowEventMap {
    'shop:cart-change': CartChangeEvent;
  }
}
