// The wishlist a host page gives <shop-wishlist-counter>: the spec has no wishlist read call, so the
// shop's server, which knows a logged-in visitor's list, writes it into the page.
import { parseWishlistChangeDetail } from '../events/wishlist-change.js';

/** The text of the element's JSON child (`<script type="application/json">`), or `null` without one. */
export function jsonChildText(element: Element): string | null {
  for (const child of element.children) {
    if (child instanceof HTMLScriptElement && child.type === 'application/json') return child.textContent;
  }
  return null;
}

/**
 * The wishlist in a JSON child, written like the detail of `shop:wishlist-change`:
 * `{ "productIds": ["…", …] }` (at most 99 ids). `null` when the text is not that.
 */
export function parseGivenWishlist(text: string): string[] | null {
  try {
    return parseWishlistChangeDetail(JSON.parse(text))?.productIds ?? null;
  } catch {
    return null;
  }
}
