import { useSetAtom } from 'jotai';
import { useEffect, useState, type RefObject } from 'react';
import { stickyBarHeightAtom } from '../../state/sticky-bar.js';

/**
 * The bar's height while it shows (0 when hidden or on wide screens, where it is not displayed): the
 * snackbar sits above it and the page ends with as much room, so the bar never covers either.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  const publish = useSetAtom(stickyBarHeightAtom);
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      const measured = Math.ceil(element.getBoundingClientRect().height);
      setHeight(measured);
      publish(measured);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      publish(0);
    };
  }, [bar, publish]);
  return height;
}
