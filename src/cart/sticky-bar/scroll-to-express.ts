import { watchFrames } from '../../ui/watch-frames.js';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, [tabindex]';
/** Frames without movement after which a scroll counts as ended (WebKit has no `scrollend` event). */
const STILL_FRAMES = 3;
/** How long the page watches a smooth scroll at most, in frames. */
const WATCH_FRAMES = 240;
/** Corrections at most: a page that keeps moving its content is left where it is after that. */
const CORRECTIONS = 2;

/**
 * Scrolls to the express checkout area (`[data-express-checkout]`, rendered in the summary) and focuses
 * its first control, or without one scrolls to the summary and focuses it: keyboard and screen-reader
 * users arrive too.
 */
export function scrollToExpressCheckout(from: Element): void {
  const root = from.getRootNode() as ShadowRoot | Document;
  const express = root.querySelector<HTMLElement>('[data-express-checkout]');
  const target = express ?? root.querySelector<HTMLElement>('[part="summary"]');
  if (!target) return;
  // Focus first (without scrolling), then scroll: the scroll that keeps focus clear of the bar must not cut
  // the smooth scroll short.
  const focusable = express?.matches(FOCUSABLE) ? express : express?.querySelector<HTMLElement>(FOCUSABLE);
  // In the express area its first payment button; the summary itself, not its next-step button.
  const focusTarget = focusable ?? target;
  if (!focusable && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  focusTarget.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'instant' : 'smooth' });
  arriveAt(target);
}

/**
 * A smooth scroll aims at where the target was when it started. Tiles it passes lay out at their real
 * height on the way (`content-visibility`), and another scroll (the focus guard's) can cut it short, so it
 * may end beside the target: once the page stands still, it is put in place without animation.
 */
function arriveAt(target: HTMLElement): void {
  let lastY = Number.NaN;
  let still = 0;
  let corrections = 0;
  watchFrames(() => {
    if (!target.isConnected) return false;
    still = window.scrollY === lastY ? still + 1 : 0;
    lastY = window.scrollY;
    if (still < STILL_FRAMES) return true;
    const misplaced = Math.abs(target.getBoundingClientRect().top - startOffset(target)) > 1;
    if (!misplaced || corrections === CORRECTIONS) return false;
    corrections += 1;
    still = 0;
    // At the page's end the target cannot reach the top: the call changes nothing, and the watch ends
    // with its last correction.
    target.scrollIntoView({ block: 'start', behavior: 'instant' });
    return true;
  }, WATCH_FRAMES);
}

/** Where `block: 'start'` puts the target: below the page's scroll padding (a host's fixed header). */
function startOffset(target: HTMLElement): number {
  const page = document.scrollingElement ?? document.documentElement;
  const padding = Number.parseFloat(getComputedStyle(page).scrollPaddingTop) || 0;
  return padding + (Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
}
