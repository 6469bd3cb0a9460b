import { isNewerCartVersion } from '../../domain/index.js';
import { cartChangeDetail } from '../../events/cart-change.js';
import { cartAtom, cartChangeBridge, refetchCartAtom, wishlistAtom } from '../../state/index.js';
import type { CartStore } from '../../state/create-cart-store.js';

/**
 * Publishes `shop:cart-change` for every cart this element shows (the first included), and refetches
 * (coalesced) when another element on the page announces a newer version of the same cart. The bridge
 * only dispatches a cart that differs from the last one announced, so elements never echo each other.
 * Also keeps the wishlist bridge mounted, so this element follows `shop:wishlist-change`. Returns the
 * clean-up.
 */
export function startCartPublishing(store: CartStore): () => void {
  const controller = new AbortController();
  const unsubscribeWishlist = store.sub(wishlistAtom, () => undefined);
  const unsubscribeOthers = store.sub(cartChangeBridge.valueAtom, () => {
    const announced = store.get(cartChangeBridge.valueAtom);
    if (announced && isNewerCartVersion(announced, store.get(cartAtom))) {
      void store.set(refetchCartAtom, controller.signal);
    }
  });
  const publish = () => {
    const cart = store.get(cartAtom);
    if (cart) store.set(cartChangeBridge.publishAtom, cartChangeDetail(cart));
  };
  publish();
  const unsubscribeCart = store.sub(cartAtom, publish);
  return () => {
    unsubscribeCart();
    unsubscribeOthers();
    unsubscribeWishlist();
    controller.abort();
  };
}
