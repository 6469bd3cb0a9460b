import { atom } from 'jotai';
import { shopWishlistChangeEvent } from '../../events/shop-wishlist-change.js';

/**
 * The element whose host events (`shop-cart-change`, `shop-wishlist-change`) this store dispatches: set
 * while the cart is mounted in a browser; none on the server or in a store of its own (tests).
 */
export const hostEventTargetAtom = atom<{ target: EventTarget | null }>({ target: null });

/** Tells the element's host that a wishlist change this element made was kept. */
export const announceWishlistOnHostAtom = atom(null, (get, _set, productIds: readonly string[]) => {
  get(hostEventTargetAtom).target?.dispatchEvent(shopWishlistChangeEvent({ productIds: [...productIds] }));
});
