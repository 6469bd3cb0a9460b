import { useEffect, useRef, type RefObject } from 'react';
import { LAZY_IMAGE_MARGIN_PX } from '../domain/index.js';

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.current = true;
        observer.disconnect();
        show();
      },
      // The page's own viewport as the root: with the implicit root, a page shown in a frame would clip
      // at the frame's edge and lose the 200 px.
      { root: image.ownerDocument, rootMargin: `${LAZY_IMAGE_MARGIN_PX}px 0px` },
    );
    observer.observe((box === undefined ? null : image.closest(box)) ?? image);
    return () => observer.disconnect();
  }, [ref, src, srcset, box]);
}
