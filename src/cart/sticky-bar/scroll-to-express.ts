const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, [tabindex]';

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
}
