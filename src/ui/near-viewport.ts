import { LAZY_IMAGE_MARGIN_PX } from '../domain/index.js';

interface Watcher {
  observer: IntersectionObserver;
  waiting: Map<Element, Set<() => void>>;
}

/** One observer per document for every lazy image in it: a long cart creates one, not one per tile. */
const watchers = new WeakMap<Document, Watcher>();

function watcherOf(document: Document): Watcher {
  let watcher = watchers.get(document);
  if (watcher) return watcher;
  const waiting = new Map<Element, Set<() => void>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callbacks = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        callbacks?.forEach((callback) => callback());
      }
    },
    // The page's own viewport as the root: with the implicit root, a page shown in a frame would clip at
    // the frame's edge and lose the 200 px.
    { root: document, rootMargin: `${LAZY_IMAGE_MARGIN_PX}px 0px` },
  );
  watcher = { observer, waiting };
  watchers.set(document, watcher);
  return watcher;
}

/**
 * Calls `near` once `target` has come within 200 px of the viewport (spec point 9). Answers the function
 * that stops waiting.
 */
export function whenNearViewport(target: Element, near: () => void): () => void {
  const { observer, waiting } = watcherOf(target.ownerDocument);
  let callbacks = waiting.get(target);
  if (!callbacks) {
    callbacks = new Set();
    waiting.set(target, callbacks);
    observer.observe(target);
  }
  callbacks.add(near);
  return () => {
    const current = waiting.get(target);
    if (!current?.delete(near) || current.size > 0) return;
    waiting.delete(target);
    observer.unobserve(target);
  };
}
