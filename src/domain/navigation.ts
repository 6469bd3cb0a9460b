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

const SENTINEL_ORIGIN = 'https://relative.invalid';
// What the URL parser ignores anywhere (tab, newline) or at the ends (C0 controls and space).
const IGNORED_ANYWHERE = /[\t\n\r]/g;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

const trimmed = (url: string) =>
  // eslint-disable-next-line no-control-regex
  url.replace(IGNORED_ANYWHERE, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/**
 * Whether a configured URL may be followed: absolute http(s) URLs, and relative URLs that stay on the
 * page's own origin. `javascript:`, `data:` and the like never run, and what only looks relative
 * (`//evil.example`, `/\evil.example`, `/<tab>/evil.example`) is refused because a browser would leave
 * the site with it.
 */
export function isFollowableUrl(url: string): boolean {
  const cleaned = trimmed(url);
  try {
    if (SCHEME.test(cleaned)) {
      const { protocol, host } = new URL(cleaned);
      return (protocol === 'https:' || protocol === 'http:') && host !== '';
    }
    return new URL(cleaned, `${SENTINEL_ORIGIN}/`).origin === SENTINEL_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Whether an image address from the API may be shown: http(s) on any host (images come from CDNs),
 * relative addresses, and `data:image/...`; never `javascript:`, `data:text/html`, `file:`, `blob:` ...
 * The scheme decides, read as the URL parser reads it (after dropping tabs, newlines and the controls at
 * the ends): no scheme is relative, so it stays on the page's http(s). A malformed http(s) address passes
 * and fails to load like any missing image. Without a URL object per image: a long cart checks dozens.
 */
export function isImageUrl(url: string): boolean {
  const cleaned = trimmed(url);
  const scheme = SCHEME.exec(cleaned)?.[0].toLowerCase();
  if (scheme === undefined || scheme === 'https:' || scheme === 'http:') return true;
  return scheme === 'data:' && /^data:image\//i.test(cleaned);
}

/** A `srcset` whose every candidate address is an image URL; otherwise none (the `src` alone shows). */
export function safeSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  const addresses = srcset.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  return addresses.every((address) => address !== '' && isImageUrl(address)) ? srcset : undefined;
}

/**
 * The page to book a further ticket for the same experience and day:
 * availabilities/{productId}/{experienceId}?selectedDate={YYYY-MM-DD}. `undefined` without experience or
 * appointment date.
 */
export function additionalTicketUrl(
  productId: string,
  experienceId: string | undefined,
  selectedDate: string,
): string | undefined {
  if (!experienceId || !selectedDate) return undefined;
  const query = new URLSearchParams({ selectedDate }).toString();
  return `/availabilities/${encodeURIComponent(productId)}/${encodeURIComponent(experienceId)}?${query}`;
}
