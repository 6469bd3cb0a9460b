import { cartItemCount, type Cart, type Money } from '../domain/index.js';
import { LOCAL_KEYS } from '../storage/storage-keys.js';
import { readCartItemCount } from '../storage/cart-storage.js';
import { createWindowEventBridge, onStorageKey } from './window-event-bridge.js';

/** The window event sent whenever the cart in any element changed. */
export const CART_CHANGE_EVENT = 'shop:cart-change';

/** The detail of `shop:cart-change` (DESIGN.md section 1). */
export interface CartChangeDetail {
  cartId: string;
  cartVersion: number;
  /** Sum of the quantities. */
  itemCount: number;
  total: Money;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The detail of a `shop:cart-change` event, or `null` when it has the wrong shape. */
export function parseCartChangeDetail(detail: unknown): CartChangeDetail | null {
  if (!isRecord(detail) || !isRecord(detail.total)) return null;
  const { cartId, cartVersion, itemCount } = detail;
  const { amount, currencyCode } = detail.total;
  if (typeof cartId !== 'string' || typeof cartVersion !== 'number' || typeof itemCount !== 'number') {
    return null;
  }
  if (typeof amount !== 'number' || typeof currencyCode !== 'string') return null;
  return { cartId, cartVersion, itemCount, total: { amount, currencyCode } };
}

/** The event detail describing a cart. */
export function cartChangeDetail(cart: Cart): CartChangeDetail {
  return {
    cartId: cart.cartId,
    cartVersion: cart.cartVersion,
    itemCount: cartItemCount(cart),
    total: { amount: cart.total.gross.amount, currencyCode: cart.total.gross.currencyCode },
  };
}

const sameCart = (a: CartChangeDetail | null, b: CartChangeDetail | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.cartId === b.cartId &&
    a.cartVersion === b.cartVersion &&
    a.itemCount === b.itemCount &&
    a.total.amount === b.total.amount &&
    a.total.currencyCode === b.total.currencyCode);

/** The last cart any element on this page published; the cart publishes through `publishAtom`. */
export const cartChangeBridge = createWindowEventBridge<CartChangeDetail | null>({
  eventName: CART_CHANGE_EVENT,
  initial: () => null,
  parse: parseCartChangeDetail,
  toDetail: (detail) => detail,
  equals: sameCart,
});

/**
 * The number of cart items for counters: the stored count at first, then every `shop:cart-change` on
 * this page and every change of the stored count by other tabs.
 */
export const cartItemCountBridge = createWindowEventBridge<number>({
  eventName: CART_CHANGE_EVENT,
  initial: readCartItemCount,
  parse: (detail) => parseCartChangeDetail(detail)?.itemCount ?? null,
  toDetail: (count) => ({ itemCount: count }),
  equals: (a, b) => a === b,
  subscribeOther: (refresh) => onStorageKey(LOCAL_KEYS.cartItemCount, () => refresh(readCartItemCount())),
});
