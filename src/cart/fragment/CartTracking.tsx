import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { productPageUrl, showsFriendsBadge, type Cart, type CartItem } from '../../domain/index.js';
import { cartAtom, cartConfirmationListenersAtom, type CartConfirmationListener } from '../../state/index.js';
import { useTracking } from '../../tracking/TrackingContext.js';

/** The tile item a click inside the cart landed in, and the link or badge it hit. */
function clickedIn(cart: Cart, event: Event): { item: CartItem; target: Element } | null {
  if (!(event.target instanceof Element)) return null;
  const tile = event.target.closest('[data-item-id]');
  const item = cart.items.find((each) => each.id === tile?.getAttribute('data-item-id'));
  return item ? { item, target: event.target } : null;
}

/**
 * The cart's tracking, in effects only (render stays pure): every confirmed cart goes to the tracker
 * with its origin (own change or load) as it becomes the shown cart; the first cart once it has
 * rendered (view_cart); the friends badges on screen (view_promotion); clicks on a tile's product link
 * (select_item) and on a friends badge (select_promotion), heard on the element's root. Renders nothing.
 */
export function CartTracking({ root }: { root: Node }) {
  const store = useStore();
  const tracking = useTracking();
  const cart = useAtomValue(cartAtom);
  const firstShown = useRef(false);

  useEffect(() => {
    const listeners = store.get(cartConfirmationListenersAtom);
    const listener: CartConfirmationListener = ({ previous, cart: confirmed, origin }) => {
      void tracking.with((tracker) =>
        origin === 'change' ? tracker.cartChanged(previous, confirmed) : tracker.cartLoaded(confirmed),
      );
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [store, tracking]);

  useEffect(() => {
    if (!cart) return;
    if (!firstShown.current) {
      firstShown.current = true;
      void tracking.with((tracker) => tracker.cartShown(cart));
    }
    const badges = cart.items.filter(showsFriendsBadge);
    if (badges.length > 0) {
      void tracking.with((tracker) => {
        for (const item of badges) tracker.promotionViewed(cart, item);
      });
    }
  }, [cart, tracking]);

  useEffect(() => {
    const onClick = (event: Event) => {
      const shown = store.get(cartAtom);
      const clicked = shown && clickedIn(shown, event);
      if (!shown || !clicked) return;
      const { item, target } = clicked;
      const link = target.closest('a[href]');
      if (link?.getAttribute('href') === productPageUrl(item.product.productId)) {
        void tracking.with((tracker) => tracker.itemSelected(shown, item));
      } else if (target.closest('[data-friends-badge]')) {
        void tracking.with((tracker) => tracker.promotionSelected(shown, item));
      }
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [root, store, tracking]);

  return null;
}
