import { useStore } from 'jotai';
import { useEffect } from 'react';
import { isNewerCartVersion } from '../../../domain/index.js';
import { cartChangeDetail } from '../../../events/cart-change.js';
import { shopCartChangeEvent } from '../../../events/shop-cart-change.js';
import {
  cartAtom,
  cartChangeBridge,
  hostEventTargetAtom,
  refetchCartAtom,
  wishlistAtom,
} from '../../../state/index.js';

/**
 * Publishes `shop:cart-change` for every cart this element shows (the first included), and refetches
 * (coalesced) when another element on the page announces a newer version of the same cart. The bridge
 * only dispatches a cart that differs from the last one announced, so elements never echo each other.
 * The element itself (`host`) hears `shop-cart-change` for every cart it shows that differs from the
 * last one it told of, whoever changed it: each element's host sees its own cart. Also keeps the wishlist
 * bridge mounted, so this element follows `shop:wishlist-change`, and names `host` as the target of
 * `shop-wishlist-change`.
 */
export function useCartPublishing(host: EventTarget | null): void {
  const store = useStore();
  useEffect(() => {
    const controller = new AbortController();
    store.set(hostEventTargetAtom, { target: host });
    const unsubscribeWishlist = store.sub(wishlistAtom, () => undefined);
    const unsubscribeOthers = store.sub(cartChangeBridge.valueAtom, () => {
      const announced = store.get(cartChangeBridge.valueAtom);
      if (announced && isNewerCartVersion(announced, store.get(cartAtom))) {
        void store.set(refetchCartAtom, controller.signal);
      }
    });
    // Details are built in one order (cartChangeDetail), so their JSON compares them.
    let toldHost = '';
    const publish = () => {
      const cart = store.get(cartAtom);
      if (!cart) return;
      const detail = cartChangeDetail(cart);
      store.set(cartChangeBridge.publishAtom, detail);
      const json = JSON.stringify(detail);
      if (json === toldHost) return;
      toldHost = json;
      host?.dispatchEvent(shopCartChangeEvent(detail));
    };
    publish();
    const unsubscribeCart = store.sub(cartAtom, publish);
    return () => {
      unsubscribeCart();
      unsubscribeOthers();
      unsubscribeWishlist();
      store.set(hostEventTargetAtom, { target: null });
      controller.abort();
    };
  }, [store, host]);
}
