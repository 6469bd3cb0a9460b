import { blocksControl, changeItemQuantityAtom } from '../../state/index.js';
import type { TilePart } from './tile-kit.js';

/**
 * What both quantity controls (the dropdown and the stepper) read: the quantity on screen (`requested`,
 * the one asked for while it settles, else the item's), whether another action on the item blocks the
 * control, and the change itself.
 */
export function quantityControl({ kit, item, titleId, busy }: TilePart, requested: number | undefined) {
  return {
    texts: kit.texts,
    id: `${titleId}-quantity`,
    value: requested ?? item.quantity,
    blocked: blocksControl(busy, 'quantity', true),
    changeQuantity: (quantity: number) => kit.store.set(changeItemQuantityAtom, item, quantity),
  };
}
