import { useStore } from 'jotai';
import { useEffect } from 'react';
import { HIDDEN_RECHECK_MS } from '../../../domain/index.js';
import { refetchCartAtom } from '../../../state/index.js';

/**
 * The shopper comes back to a cart that may be stale (issue 21, point 2):
 * - restored from the back-forward cache (`pageshow` with `persisted`), e.g. back from the checkout: the
 *   page missed every message of the other tabs while it sat in the cache (its channel was closed), and
 *   the checkout changes the cart without announcing it, so no version it knows can prove the cart
 *   current; it refetches once. The counters follow the cart's `shop:cart-change`.
 * - shown again after being hidden at least `HIDDEN_RECHECK_MS`: one GET /api/cart, so a cart left open
 *   overnight is not silently stale.
 * Both go through `refetchCartAtom` (rate-limited, newer answers only). No `unload` handler: it would keep
 * the page out of the back-forward cache.
 */
export function usePageReturn(): void {
  const store = useStore();
  useEffect(() => {
    const controller = new AbortController();
    const refetch = () => void store.set(refetchCartAtom, controller.signal);
    // The page's clock, read when each event comes (a test sets it).
    const now = () => Date.now();
    let hiddenSince: number | null = document.visibilityState === 'hidden' ? now() : null;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refetch();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenSince ??= now();
        return;
      }
      const away = hiddenSince === null ? 0 : now() - hiddenSince;
      hiddenSince = null;
      if (away >= HIDDEN_RECHECK_MS) refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
      controller.abort();
    };
  }, [store]);
}
