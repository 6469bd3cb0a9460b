import { CART_CHANGE_EVENT, parseCartChangeDetail, type CartChangeDetail } from '../events/cart-change.js';
import { LOCAL_KEYS } from '../storage/storage-keys.js';
import { readCartItemCount } from '../storage/cart-storage.js';
import { createWindowEventBridge, onStorageKey } from './window-event-bridge.js';

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
 * this page and every change of the stored count by other tabs. Only parsed details count.
 */
export const cartItemCountBridge = createWindowEventBridge<number>({
  eventName: CART_CHANGE_EVENT,
  initial: readCartItemCount,
  parse: (detail) => parseCartChangeDetail(detail)?.itemCount ?? null,
  toDetail: (count) => ({ itemCount: count }),
  equals: (a, b) => a === b,
  subscribeOther: (refresh) => onStorageKey(LOCAL_KEYS.cartItemCount, () => refresh(readCartItemCount())),
});
