import type { Cart } from './types/index.js';

/** What tells two versions of a cart apart: the cart and its version number. */
export type CartVersion = Pick<Cart, 'cartId' | 'cartVersion'>;

/**
 * True when `cart` is a later version of the same cart than `than` (spec point 4: the server's cart version
 * is the truth). Another cart, or no cart to compare with, is never "newer": carts are ordered only by the
 * version the server gave them.
 */
export function isNewerCartVersion(cart: CartVersion, than: CartVersion | null | undefined): boolean {
  return (
    than !== null && than !== undefined && cart.cartId === than.cartId && cart.cartVersion > than.cartVersion
  );
}
