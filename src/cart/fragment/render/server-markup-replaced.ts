/**
 * What React leaves behind when it gives up hydrating a server-rendered cart. When the browser's first
 * render differs from the server's markup outside any Suspense boundary (React's error #418), React renders
 * the whole root afresh and appends it to the container, but it only empties a container that is an element
 * or a document: in a shadow root the server's markup stays in front of the new cart, which then shows
 * twice, and the early clicks (replay-early-clicks.ts) would be replayed on the dead copy.
 */

/** The shadow root's own styles: they stay whichever render is on screen. */
const isStyle = (node: Node) =>
  node instanceof Element && (node.localName === 'style' || node.localName === 'link');

/** The server-rendered nodes of `root` before hydration, its styles left out. */
export function serverMarkupOf(root: ShadowRoot): Set<Node> {
  return new Set([...root.childNodes].filter((node) => !isStyle(node)));
}

/**
 * Removes the server's markup from `root` once React has rendered the cart afresh beside it (a new element
 * at the top of the shadow root); after a boundary inside was rendered afresh in place, nothing is removed.
 */
export function dropReplacedServerMarkup(root: ShadowRoot, serverMarkup: Set<Node>): void {
  const renderedAfresh = [...root.children].some(
    (element) => !serverMarkup.has(element) && !isStyle(element),
  );
  if (!renderedAfresh) return;
  for (const node of serverMarkup) if (node.parentNode === root) root.removeChild(node);
}
