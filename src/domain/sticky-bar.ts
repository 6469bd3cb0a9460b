import { STICKY_BAR_HIDE_RATIO, STICKY_BAR_SHOW_RATIO } from './client-constants.js';

/**
 * Whether the sticky bar stays hidden while a dropdown overlay is open (spec point 2): it hides once more
 * than 0.6 of the overlay is visible and shows again below 0.25; in between it keeps its state, so the bar
 * does not flicker while the shopper scrolls.
 */
export function stickyBarHidden(hiddenBefore: boolean, overlayVisibleRatio: number): boolean {
  if (overlayVisibleRatio > STICKY_BAR_HIDE_RATIO) return true;
  if (overlayVisibleRatio < STICKY_BAR_SHOW_RATIO) return false;
  return hiddenBefore;
}
