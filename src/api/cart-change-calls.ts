import type { Cart } from '../domain/index.js';
import { removeItem, setItemQuantity } from './cart-calls.js';
import { addCoupon, removeCoupon, removeVoucher } from './discount-calls.js';
import { setPaybackNumber } from './loyalty-calls.js';
import { setItemPackaging } from './packaging-calls.js';
import { setShippingMethod } from './shipping-calls.js';

/**
 * Every call that changes the cart (`POST /api/cart/<name>`), listed once, as Hydrogen's
 * CartForm.ACTIONS. The API client's function of each (its camel-case name, answering the cart), the
 * cart-change runner's names (CartChange.name), the tracking of confirmed changes and the fault matrix's
 * rows (test/cart/sync/fault-matrix-rows.ts) are checked against it at compile time.
 */
export const CART_CHANGE_CALLS = [
  'set-item-quantity',
  'remove-item',
  'add-coupon',
  'remove-coupon',
  'remove-voucher',
  'set-payback-number',
  'set-item-packaging',
  'set-shipping-method',
] as const;

export type CartChangeCall = (typeof CART_CHANGE_CALLS)[number];

/** The path of a cart-changing call. */
export type CartChangeCallPath = `/api/cart/${CartChangeCall}`;

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

// The API client has a function of each call's camel-case name that answers the cart: a call added to
// the list without its function (or a function under another name) fails typecheck here.
const _clientFunctionOfEveryCall: Record<CamelCase<CartChangeCall>, (...args: never[]) => Promise<Cart>> = {
  setItemQuantity,
  removeItem,
  addCoupon,
  removeCoupon,
  removeVoucher,
  setPaybackNumber,
  setItemPackaging,
  setShippingMethod,
};
