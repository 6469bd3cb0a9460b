import type { Cart } from '../../domain/index.js';

/** The id of the items heading (catalogue key `cart.contents`), which takes the focus when a tile leaves the list. */
export const ITEMS_HEADING_ID = 'shop-cart-contents';

/**
 * After a tile left the list (removed, or moved to the wishlist), its button is gone. An empty cart
 * reloads the page to show the empty cart (spec point 4), once `beforeReload` settled (the change's
 * events are in the data layer). Else the focus moves to the items heading, so keyboard and
 * screen-reader users stay in the list instead of starting again at the top of the page. `root` is the
 * button's root node taken at the click: once the tile has left, the button is detached and knows no root.
 */
export async function afterTileLeft(
  root: Node,
  cart: Cart | null,
  beforeReload: () => Promise<unknown>,
): Promise<void> {
  if (cart?.items.length === 0) {
    await beforeReload();
    window.location.reload();
    return;
  }
  (root as ParentNode).querySelector<HTMLElement>(`#${ITEMS_HEADING_ID}`)?.focus();
}
