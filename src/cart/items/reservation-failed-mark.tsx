import type { ItemTexts } from './item-texts.js';

/**
 * The catalogue's text for an appointment no longer available on a tile whose appointment failed to reserve,
 * until the item leaves the cart (spec point 4). It takes the focus after the failed attempt, so
 * keyboard and screen-reader users learn why the next step did not open. A part of the tile.
 */
export function reservationFailedMark(texts: ItemTexts) {
  return (
    <p data-reservation-failed tabIndex={-1}>
      {texts.reservationFailed}
    </p>
  );
}
