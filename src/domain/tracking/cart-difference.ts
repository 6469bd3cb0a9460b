import type { CartItem } from '../types/index.js';
import { trackingLines, type TrackingLine } from './tracking-lines.js';

/** What changed between two confirmed carts, in tracking lines (quantities are the units that changed). */
export interface CartDifference {
  removed: TrackingLine[];
  added: TrackingLine[];
}

/**
 * `count` units taken from the end of a product's lines: the friends-discounted units go first, so the
 * voucher at its own price is the last to leave (and the first to come).
 */
function lastUnits(lines: readonly TrackingLine[], count: number): TrackingLine[] {
  const taken: TrackingLine[] = [];
  let left = count;
  for (const line of [...lines].reverse()) {
    if (left === 0) break;
    const quantity = Math.min(left, line.quantity);
    taken.unshift({ ...line, quantity });
    left -= quantity;
  }
  return taken;
}

function byKey(lines: readonly TrackingLine[]): Map<string, TrackingLine[]> {
  const map = new Map<string, TrackingLine[]>();
  for (const line of lines) map.set(line.key, [...(map.get(line.key) ?? []), line]);
  return map;
}

const units = (lines: readonly TrackingLine[] | undefined) =>
  (lines ?? []).reduce((sum, line) => sum + line.quantity, 0);

/**
 * The difference between the last confirmed cart and the new one, per product (and appointment): units
 * that left are `removed` (described as the old cart had them), units that came are `added` (as the new
 * cart has them). A price change alone, or a product under a new item id, is no difference. Pure: the
 * add_to_cart / remove_from_cart events are built from this.
 */
export function cartDifference(before: readonly CartItem[], after: readonly CartItem[]): CartDifference {
  const old = byKey(trackingLines(before));
  const now = byKey(trackingLines(after));
  const difference: CartDifference = { removed: [], added: [] };
  for (const [key, lines] of old) {
    const gone = units(lines) - units(now.get(key));
    if (gone > 0) difference.removed.push(...lastUnits(lines, gone));
  }
  for (const [key, lines] of now) {
    const came = units(lines) - units(old.get(key));
    if (came > 0) difference.added.push(...lastUnits(lines, came));
  }
  return difference;
}
