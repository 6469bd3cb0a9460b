/**
 * The clicks inside the element that tracking hears: a tile's product link (select_item) or a friends
 * badge (select_promotion). Tiles carry `data-item-id`, badges `data-friends-badge`. Read in the click's
 * dispatch, so that every other click (a quantity, a choice, remove) costs the tracker nothing: its chunk
 * and queue stay out of the shopper's interaction.
 */
const TRACKED_CLICK = 'a[href], [data-friends-badge]';

/** The tile's element a tracked click landed in, or null when tracking has nothing to say about it. */
export function trackedClickTarget(target: EventTarget | null): Element | null {
  if (!(target instanceof Element) || !target.closest('[data-item-id]')) return null;
  return target.closest(TRACKED_CLICK);
}
