// Things tracked once per page view, however many <shop-cart> elements (or bundles) the page holds: a
// set on window, found through the global symbol registry so that separately built bundles share it.
const DONE = Symbol.for('shop-cart.tracking.done');

/** True the first time `key` is asked for on this page, false ever after. */
export function firstTimeOnPage(key: string): boolean {
  const holder = window as unknown as Record<symbol, Set<string> | undefined>;
  const done = (holder[DONE] ??= new Set<string>());
  if (done.has(key)) return false;
  done.add(key);
  return true;
}
