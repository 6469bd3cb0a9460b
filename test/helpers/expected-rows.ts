// The tiles a cart shows, worked out from the spec (point 2) rather than from the code under test: an
// item with an appointment once per ticket (its quantity), any other item once.
import type { CartItem } from '../../src/domain/index.js';

/** The item id of each tile, in the cart's order. */
export function expectedTileIds(items: readonly CartItem[]): string[] {
  return items.flatMap((item) =>
    item.appointment ? Array.from({ length: Math.max(1, item.quantity) }, () => item.id) : [item.id],
  );
}
