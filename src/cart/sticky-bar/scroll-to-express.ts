const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, [tabindex]';

/**
 * Scrolls to the express checkout area (`[data-express-checkout]`, rendered in the summary) or, without
 * one, to the summary, and moves the focus there, so keyboard and screen-reader users arrive too.
 */
export function scrollToExpressCheckout(from: Element): void {
  const root = from.getRootNode() as ShadowRoot | Document;
  const target =
    root.querySelector<HTMLElement>('[data-express-checkout]') ??
    root.querySelector<HTMLElement>('[part="summary"]');
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'instant' : 'smooth' });
  const focusable = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  if (focusable) {
    focusable.focus({ preventScroll: true });
    return;
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
