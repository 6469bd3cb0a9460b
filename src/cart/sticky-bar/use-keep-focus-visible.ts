import { useLayoutEffect, type RefObject } from 'react';
import { countShopperInput, watchFrames } from '../../ui/watch-frames.js';

const GAP_PX = 8;
/** Frames in which the focused element has not moved, after which the layout around it counts as settled. */
const STILL_FRAMES = 3;
/** How long the guard follows a focused element at most, in frames. */
const FOLLOW_FRAMES = 60;

/**
 * The bar never covers the focused element: when focus lands on something the bar hides (tabbing down
 * the page), the page scrolls it up above the bar. The listener is added in the commit that shows the bar
 * (a layout effect): a passive effect runs a task later, and WebKit and Firefox let a focus land in between
 * (the bar showed, the guard was not there yet).
 */
export function useKeepFocusVisible(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    // Now, while the cart's styles are computed anyway, not at the first focus (see countShopperInput).
    countShopperInput();
    const root = element.getRootNode() as ShadowRoot | Document;
    const lift = (target: HTMLElement) => {
      const barTop = element.getBoundingClientRect().top;
      if (element.hidden || barTop <= 0) return;
      const { top, bottom } = target.getBoundingClientRect();
      // Up until its end clears the bar, but never so far that its start leaves the top (tall elements).
      const by = Math.min(bottom - barTop + GAP_PX, top - GAP_PX);
      if (bottom > barTop - GAP_PX && by > 0) window.scrollBy({ top: by, behavior: 'instant' });
    };
    const onFocusIn = (event: Event) => {
      const target = event.composedPath()[0];
      if (!(target instanceof HTMLElement) || element.contains(target) || target.closest('dialog')) return;
      // Lifted in the next frame, before it paints, not here: reading the layout inside the focus would
      // compute style and layout once for the focus and again for what the same input changes (a click on
      // a choice focuses it and then renders its busy state). Tiles that come into view lay out at their
      // real height a frame or two later (content-visibility) and may move the focused element back under
      // the bar: it is followed until it stays put.
      let lastTop = Number.NaN;
      let still = 0;
      watchFrames(() => {
        const rootNode = target.getRootNode() as ShadowRoot | Document;
        if (!target.isConnected || rootNode.activeElement !== target) return false;
        lift(target);
        const { top } = target.getBoundingClientRect();
        still = top === lastTop ? still + 1 : 0;
        lastTop = top;
        return still < STILL_FRAMES;
      }, FOLLOW_FRAMES);
    };
    root.addEventListener('focusin', onFocusIn);
    return () => root.removeEventListener('focusin', onFocusIn);
  }, [bar]);
}
