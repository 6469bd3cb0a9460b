// Deferring work that is not needed for the first paint (the express payments): nothing happens before
// the browser is first idle; then the work runs as soon as the element is near the viewport, or on a later
// idle moment when the shopper does not scroll there.
import { LAZY_IMAGE_MARGIN_PX } from '../domain/index.js';
import { onIdle } from './on-idle.js';

/** How long after the first idle moment work below the fold waits for a later one. */
export const BACKGROUND_AFTER_MS = 3000;

/** Runs `work` once, as described above; the returned function cancels what has not run yet. */
export function whenNearOrIdle(element: Element, work: () => void): () => void {
  const cleanups: (() => void)[] = [];
  const cancel = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  const run = () => {
    cancel();
    work();
  };
  cleanups.push(
    onIdle(() => {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && run(), {
        rootMargin: `${LAZY_IMAGE_MARGIN_PX}px`,
      });
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
      const later = setTimeout(() => cleanups.push(onIdle(run)), BACKGROUND_AFTER_MS);
      cleanups.push(() => clearTimeout(later));
    }),
  );
  return cancel;
}
