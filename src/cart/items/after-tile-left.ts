/** The id of the 'Inhalt' heading, which takes the focus when a tile leaves the list. */
export const ITEMS_HEADING_ID = 'shop-cart-contents';

/**
 * After a tile was removed its button is gone: move the focus to the items heading, so keyboard and
 * screen-reader users stay in the list instead of starting again at the top of the page. `root` is the
 * button's root node taken at the click: once the tile has left, the button is detached and knows no root.
 */
export function focusItemsHeading(root: Node): void {
  (root as ParentNode).querySelector<HTMLElement>(`#${ITEMS_HEADING_ID}`)?.focus();
}
