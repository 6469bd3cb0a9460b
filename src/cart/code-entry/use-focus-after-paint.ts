import { useLayoutEffect, type RefObject } from 'react';
import { afterNextPaint } from '../../state/index.js';
import { deepActiveElement } from '../../ui/deep-active-element.js';

/**
 * Moves the focus to `target` once it has appeared (`active`), after the frame that shows it has painted.
 * Focusing makes the browser compute style and layout at once: inside the shopper's click, the frame that
 * answers the click would wait for that. Not when the focus has moved meanwhile: the shopper went on, or
 * a modal took it. Where the focus is is read in the commit that shows the field (a layout effect: a
 * passive effect may run a task later, after the shopper moved the focus).
 */
export function useFocusAfterPaint(target: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = target.current;
    if (!active || !element) return undefined;
    const doc = element.ownerDocument;
    const before = deepActiveElement(doc);
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (cancelled || !element.isConnected || deepActiveElement(doc) !== before) return;
      element.focus();
    });
    return () => {
      cancelled = true;
    };
  }, [target, active]);
}
