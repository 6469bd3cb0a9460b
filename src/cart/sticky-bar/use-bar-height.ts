import { useStore } from 'jotai';
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { stickyBarHeightAtom } from '../../state/index.js';

const PROPERTY = '--shop-cart-sticky-bar-height';

/**
 * Publishes the bar's height while it shows (0 when hidden or on wide screens, where it is not displayed)
 * in the element's store, for the elements that make room for the bar (`useRoomForStickyBar`). Measuring
 * it costs no render.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>): void {
  const store = useStore();
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      store.set(stickyBarHeightAtom, Math.ceil(element.getBoundingClientRect().height));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      store.set(stickyBarHeightAtom, 0);
    };
  }, [bar, store]);
}

/**
 * Gives `room` the bar's height as `--shop-cart-sticky-bar-height` (the snackbar sits above the bar, the
 * page's spacer is as tall), written to that element's own style and to no other: on the host it would
 * be inherited by every element of the cart, and each change of the bar's height (it hides while a
 * dropdown's overlay shows) would restyle them all. No render either.
 */
export function useRoomForStickyBar(room: RefObject<HTMLElement | null>): void {
  const store = useStore();
  useLayoutEffect(() => {
    const element = room.current;
    if (!element) return undefined;
    const write = () => {
      const height = store.get(stickyBarHeightAtom);
      if (height > 0) element.style.setProperty(PROPERTY, `${height}px`);
      else element.style.removeProperty(PROPERTY);
    };
    write();
    const unsubscribe = store.sub(stickyBarHeightAtom, write);
    return () => {
      unsubscribe();
      element.style.removeProperty(PROPERTY);
    };
  }, [room, store]);
}
