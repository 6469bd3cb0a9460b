/** Pages of the shop the cart links to (spec point 2). */
export const SHOP_URLS = {
  /** The shop's start page: the empty cart and the notice of a removed product lead there. */
  start: '/',
  /** The wishlist page: the snackbar after moving an item to the wishlist links there. */
  wishlist: '/wishlist',
} as const;

/** The product page of a product: `/experiences/{productId}`. */
export function productPageUrl(productId: string): string {
  return `/experiences/${encodeURIComponent(productId)}`;
}

/** The next step of the checkout when the host configures none (spec point 2). */
export const DEFAULT_NEXT_STEP_URL = '/checkout';

/**
 * Whether a configured URL may be followed: only relative URLs and http(s) URLs are, so a host's typo or
 * hostile data can never run `javascript:` or open `data:` pages.
 */
export function isFollowableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, 'https://relative.invalid/');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
