import { useStore } from 'jotai';
import { useEffect } from 'react';
import { isNewerCartVersion } from '../../../domain/index.js';
import { cartChangeDetail } from '../../../events/cart-change.js';
import { cartAtom, cartChangeBridge, refetchCartAtom, wishlistAtom } from '../../../state/index.js';

/**
 * Publishes `shop:cart-change` for every cart this element shows (the first included), and refetches
 * (coalesced) when another element on the page announces a newer version of the same cart. The bridge
 * only dispatches a cart that differs from the last one announced, so elements never echo each other.
 * Also keeps the wishlist bridge mounted, so this element follows `shop:wishlist-change`.
 */
export function useCartPublishing(): void {
  const store = useStore();
  useEffect(() => {
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
  }, [store]);
}
