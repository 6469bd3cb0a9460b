// The cart's answers are parsed afresh each time, so every item is a new object even when nothing about
// it changed. Keeping the object the cart already shows for an unchanged item lets a tile skip its render.
import type { Cart, CartItem } from './types/index.js';

/** Whether two values read from JSON are equal in every member (order of members aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameJson(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

/**
 * `next` with the item objects of `shown` wherever an item (same id) is unchanged; `next` itself when
 * there is nothing to keep.
 */
export function keepUnchangedItems(shown: Cart | null, next: Cart): Cart {
  if (!shown || shown === next) return next;
  const before = new Map<string, CartItem>(shown.items.map((item) => [item.id, item]));
  let kept = 0;
  const items = next.items.map((item) => {
    const old = before.get(item.id);
    if (old && sameJson(old, item)) {
      kept += 1;
      return old;
    }
    return item;
  });
  return kept === 0 ? next : { ...next, items };
}
