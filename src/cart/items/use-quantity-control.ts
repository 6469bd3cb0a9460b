import { useSetAtom } from 'jotai';
import { useId } from 'react';
import type { CartItem } from '../../domain/index.js';
import {
  blocksControl,
  changeItemQuantityAtom,
  requestedQuantityAtom,
  type ItemActionKind,
  useStoreSelection,
} from '../../state/index.js';
import { useItemTexts } from './item-texts.js';

/**
 * What both quantity controls (the dropdown and the stepper) read: the quantity on screen (the one asked
 * for while it settles), whether another action on the item blocks the control, and the change itself.
 */
export function useQuantityControl(item: CartItem, busy: ItemActionKind | undefined) {
  const texts = useItemTexts();
  const id = useId();
  const requested = useStoreSelection(requestedQuantityAtom, (quantities) => quantities.get(item.id));
  const changeQuantity = useSetAtom(changeItemQuantityAtom);
  return {
    texts,
    id,
    value: requested ?? item.quantity,
    blocked: blocksControl(busy, 'quantity', true),
    changeQuantity,
  };
}
