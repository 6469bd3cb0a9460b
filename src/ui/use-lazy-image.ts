import { useEffect, useRef, type RefObject } from 'react';
import { whenNearViewport } from './near-viewport.js';

/**
 * Gives the image its address once it has come within 200 px of the viewport (spec point 9; native
 * `loading="lazy"` leaves the distance to the browser). The address is set on the element, not through
 * React state: the server and the first client render carry none (hydration matches), and loading costs
 * no React commit. The image's width and height keep its box, so nothing moves when it arrives.
 *
 * `box` names the ancestor to watch instead of the image: a box with `content-visibility: auto` skips its
 * content while out of view, and Firefox and WebKit report no intersection for skipped content, so an
 * image inside such a box would only load once the box is on screen. The image should sit at the top of
 * that box, so the box's edge is the image's edge.
 */
export function useLazyImage(
  ref: RefObject<HTMLImageElement | null>,
  src: string | undefined,
  srcset: string | undefined,
  box?: string,
): void {
  const near = useRef(false);
  useEffect(() => {
    const image = ref.current;
    if (!image) return undefined;
    const show = () => {
      if (srcset) image.srcset = srcset;
      else image.removeAttribute('srcset');
      if (src) image.src = src;
      else image.removeAttribute('src');
    };
    if (near.current) {
      show();
      return undefined;
    }
    // One observer watches every image of the page (near-viewport.ts).
    return whenNearViewport((box === undefined ? null : image.closest(box)) ?? image, () => {
      near.current = true;
      show();
    });
  }, [ref, src, srcset, box]);
}
