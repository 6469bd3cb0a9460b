import { CART_CHANGE_EVENT, parseCartChangeDetail, type CartChangeDetail } from '../../events/cart-change.js';
import { LOCAL_KEYS } from '../../storage/storage-keys.js';
import { readCartItemCount } from '../../storage/cart-storage.js';
import { createWindowEventBridge, onStorageKey } from './window-event-bridge.js';

// Details are built in one order (cartChangeDetail, parseCartChangeDetail), so their JSON compares them.
const sameCart = (a: CartChangeDetail | null, b: CartChangeDetail | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

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
// Pure: a bundle that does not show a count (the cart) drops it.
export const cartItemCountBridge = /* @__PURE__ */ createWindowEventBridge<number>({
  eventName: CART_CHANGE_EVENT,
  initial: readCartItemCount,
  parse: (detail) => parseCartChangeDetail(detail)?.itemCount ?? null,
  toDetail: (count) => ({ itemCount: count }),
  equals: (a, b) => a === b,
  subscribeOther: (refresh) => onStorageKey(LOCAL_KEYS.cartItemCount, () => refresh(readCartItemCount())),
});
