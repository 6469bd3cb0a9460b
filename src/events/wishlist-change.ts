// `shop:wishlist-change` (DESIGN.md section 1): sent on `window` whenever the wishlist changed.
import { parseWishlist } from '../domain/index.js';

export const WISHLIST_CHANGE_EVENT = 'shop:wishlist-change';

/** What `shop:wishlist-change` carries; JSON-safe. */
export interface WishlistChangeDetail {
  /** The whole wishlist, newest first: at most 99 product ids. */
  productIds: string[];
}

export type WishlistChangeEvent = CustomEvent<WishlistChangeDetail>;

/**
 * The detail of an incoming `shop:wishlist-change`, or `null` when it is not one: `productIds` must be
 * a list of at most 99 non-empty strings (a repeated id counts once).
 */
export function parseWishlistChangeDetail(detail: unknown): WishlistChangeDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const productIds = parseWishlist((detail as { productIds?: unknown }).productIds);
  return productIds && { productIds };
}

declare global {
  interface WindowEventMap {
    'shop:wishlist-change': WishlistChangeEvent;
  }
}
