/** The id of the summary heading; the page's summary area is labelled by it. */
export const SUMMARY_HEADING_ID = 'shop-cart-summary';

/**
 * Moves focus to the summary heading, when the control that had it went with a removed row. Takes the
 * control's root node as it was when clicked: the row may be gone (and the control detached) by the time
 * the change has ended, for instance when a newer change's answer removed it first.
 */
export function focusSummaryHeading(root: Node | null | undefined) {
  if (root instanceof ShadowRoot || root instanceof Document)
    root.getElementById(SUMMARY_HEADING_ID)?.focus();
}
