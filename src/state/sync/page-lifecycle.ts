/**
 * Keeps something open while the page is shown: closed on `pagehide`, opened again on a `pageshow` that
 * restores the page from the back-forward cache (then `onRestore` runs too). An open BroadcastChannel
 * keeps a page out of Chromium's back-forward cache (`notRestoredReasons`: 'broadcastchannel'), so the
 * tabs' channels open through this. Answers the final close, which also stops listening.
 */
export function openWhileShown(open: () => () => void, onRestore?: () => void): () => void {
  let close: (() => void) | null = open();
  const onHide = () => {
    close?.();
    close = null;
  };
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    close ??= open();
    onRestore?.();
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onShow);
  return () => {
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onShow);
    onHide();
  };
}
