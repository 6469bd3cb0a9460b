/** Cookie lifetimes in seconds (spec point 9). */
export const COOKIE_LIFETIMES = {
  wishlist: 31_536_000,
  personalInfo: 7_200,
  redemption: 86_400,
  settings: 31_536_000,
  trackingClient: 315_360_000,
} as const;

/** Cookies default to the root path. */
export const COOKIE_DEFAULT_PATH = '/';

/** True when cookies are set Secure: everywhere except on localhost. */
export function cookieIsSecure(hostname: string): boolean {
  return hostname !== 'localhost' && hostname !== '127.0.0.1' && hostname !== '[::1]';
}

/** Layout breakpoints in px, smallest first. */
export const BREAKPOINTS = { xs: 0, sm: 374, md: 576, lg: 768, xl: 992, xxl: 1200, xxxl: 1680 } as const;

/** The sticky bottom bar hides above this visible ratio of an open dropdown overlay... */
export const STICKY_BAR_HIDE_RATIO = 0.6;
/** ...and shows again below this one. */
export const STICKY_BAR_SHOW_RATIO = 0.25;

/**
 * Cross-tab sync: messages expire after 45 s; the polling fallback runs every 150 ms. Tabs share one
 * clock, so a message dated more than `clockSkewMs` ahead is not from a tab of this browser. Another tab's
 * version is compared once this tab's own cart calls have settled, but after `ownCallsWaitMs` at most: a
 * call that hangs (a change answers in about a second; 'taking longer' shows after three) must not stop
 * this tab from following the others.
 */
export const CART_SYNC = {
  messageTtlMs: 45_000,
  pollingIntervalMs: 150,
  clockSkewMs: 2_000,
  ownCallsWaitMs: 10_000,
} as const;

/** True when a tab message sent at `sentAt` may be acted on: not expired, and not from the future. */
export function isFreshTabMessage(sentAt: number, now: number): boolean {
  return now - sentAt <= CART_SYNC.messageTtlMs && sentAt - now <= CART_SYNC.clockSkewMs;
}

/**
 * Refetches of the cart that other tabs, elements or the page's own returns ask for start at least this
 * far apart (about three a second): a page that floods the cart with announcements costs a few
 * GET /api/cart, not one per announcement (issue 21, point 3).
 */
export const REFETCH_MIN_INTERVAL_MS = 300;

/**
 * A tab shown again after being hidden at least this long checks the server's cart version once (one
 * GET /api/cart): a cart left open overnight is not silently stale.
 */
export const HIDDEN_RECHECK_MS = 5 * 60_000;

/** Lazy chunks and scripts time out after 120 s. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** Lazy images load 200 px before they come into view. */
export const LAZY_IMAGE_MARGIN_PX = 200;

/** Initial error numbers read from the page URL, and the sync flag; removed once dismissed. */
export const CART_QUERY_PARAMS = { error: 'error', cartWasSynced: 'cartWasSynced' } as const;
