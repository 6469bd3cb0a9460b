// Whether a cart is on screen whole. A fresh cart rendered while its page loads shows its title and first
// tiles first, and the rest of the tiles, the shipping methods and the summary right after the first
// paint (src/cart/first-paint/use-shown-after-first-paint.ts): a test that acts on any of those waits for this.

/** True when `root` shows the summary beside the tiles, or the empty cart. */
export const showsWholeCart = (root: ParentNode | null | undefined): boolean =>
  Boolean(
    root?.querySelector('[part="empty"]') ||
    (root?.querySelector('[part="item"]') && root.querySelector('[part="summary"]')),
  );
