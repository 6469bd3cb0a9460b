import { useEffect, type RefObject } from 'react';

const PROPERTY = '--shop-cart-sticky-bar-height';

/**
 * Publishes the bar's height while it shows (0 when hidden or on wide screens, where it is not displayed)
 * as `--shop-cart-sticky-bar-height` on the element's host: the snackbar sits above the bar and the page
 * ends with as much room (the spacer), so the bar never covers either. Written straight to the style, not
 * through React state, so measuring it costs no render.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    const root = element?.getRootNode();
    const host = root instanceof ShadowRoot ? (root.host as HTMLElement) : null;
    if (!element || !host) return undefined;
    const observer = new ResizeObserver(() => {
      host.style.setProperty(PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      host.style.removeProperty(PROPERTY);
    };
  }, [bar]);
}
