/** The id of the summary heading; the page's summary area is labelled by it. */
export const SUMMARY_HEADING_ID = 'shop-cart-summary';

/** Moves focus to the summary heading, when the control that had it went with a removed row. */
export function focusSummaryHeading(from: Element | null) {
  const root = from?.getRootNode() as Document | ShadowRoot | undefined;
  root?.getElementById(SUMMARY_HEADING_ID)?.focus();
}
