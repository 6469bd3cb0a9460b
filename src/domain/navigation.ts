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

/** The product page of a product: experiences/{productId}. */
export function productPageUrl(productId: string): string {
  return `/experiences/${encodeURIComponent(productId)}`;
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
