import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { cartAtom, cartConfirmationListenersAtom, type CartConfirmationListener } from '../../state/index.js';
import { useTracking } from '../../tracking/TrackingContext.js';

/**
 * The cart's tracking, in effects only (render stays pure): every confirmed cart goes to the tracker with
 * its origin as it becomes the shown cart; every rendered cart (the first gives view_cart, its friends
 * badges view_promotion); clicks inside the element (product links, friends badges). What they mean is
 * decided in the tracker, a lazy chunk. Renders nothing.
 */
export function CartTracking({ root }: { root: Node }) {
  const store = useStore();
  const tracking = useTracking();
  const cart = useAtomValue(cartAtom);

  useEffect(() => {
    const listeners = store.get(cartConfirmationListenersAtom);
    const listener: CartConfirmationListener = (confirmation) =>
      void tracking.with((tracker) => tracker.cartConfirmed(confirmation));
    listeners.add(listener);
    const onClick = ({ target }: Event) => {
      // Read now: after the dispatch, the target of an event inside a shadow root is cleared.
      const shown = store.get(cartAtom);
      if (shown) void tracking.with((tracker) => tracker.clicked(shown, target));
    };
    root.addEventListener('click', onClick);
    return () => {
      listeners.delete(listener);
      root.removeEventListener('click', onClick);
    };
  }, [root, store, tracking]);

  useEffect(() => {
    if (cart) void tracking.with((tracker) => tracker.cartRendered(cart));
  }, [cart, tracking]);

  return null;
}
