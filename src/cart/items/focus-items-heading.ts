/** The id of the 'Inhalt' heading, which takes the focus when a tile leaves the list. */
export const ITEMS_HEADING_ID = 'shop-cart-contents';

/**
 * After a tile was removed its button is gone: move the focus to the items heading, so keyboard and
 * screen-reader users stay in the list instead of starting again at the top of the page.
 */
export function focusItemsHeading(from: Element): void {
  const root = from.getRootNode() as ParentNode;
  root.querySelector<HTMLElement>(`#${ITEMS_HEADING_ID}`)?.focus();
}
