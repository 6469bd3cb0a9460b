import { useStore } from 'jotai';
import { useEffect } from 'react';
import {
  cartAtom,
  cartConfirmationListenersAtom,
  type CartConfirmationListener,
  useStoreValue,
} from '../../../state/index.js';
import { trackedClickTarget, useTracking } from '../../../tracking/index.js';

/**
 * The cart's tracking, in effects only (render stays pure, and the server renders this too): every
 * confirmed cart goes to the tracker with its origin as it becomes the shown cart; every rendered cart (the
 * first gives view_cart, its friends badges view_promotion); clicks inside the element (product links,
 * friends badges). What they mean is decided in the tracker, a lazy chunk. Renders nothing, and reads the
 * cart through useSyncExternalStore, so that it adds no React commit on load (fresh or hydrated).
 */
export function CartTracking({ host }: { host: EventTarget | null }) {
  const store = useStore();
  const tracking = useTracking();
  const cart = useStoreValue(cartAtom);

  useEffect(() => {
    const listeners = store.get(cartConfirmationListenersAtom);
    const listener: CartConfirmationListener = (confirmation) =>
      void tracking.with((tracker) => tracker.cartConfirmed(confirmation));
    listeners.add(listener);
    const onClick = (event: Event) => {
      // The element inside the (open) shadow root that was clicked: read now, during the dispatch, as the
      // host only sees the event retargeted to itself and the path is cleared afterwards.
      // Clicks that track nothing (a quantity, a choice, remove) end here, before the tracker's queue.
      const target = trackedClickTarget(event.composedPath()[0] ?? null);
      const shown = store.get(cartAtom);
      if (target && shown) void tracking.with((tracker) => tracker.clicked(shown, target));
    };
    host?.addEventListener('click', onClick);
    return () => {
      listeners.delete(listener);
      host?.removeEventListener('click', onClick);
    };
  }, [host, store, tracking]);

  useEffect(() => {
    if (cart) void tracking.with((tracker) => tracker.cartRendered(cart));
  }, [cart, tracking]);

  return null;
}
