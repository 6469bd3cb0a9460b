import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useItemTexts } from './item-texts.js';
import { parseQuantity, QUANTITY_OPTIONS, type CartItem } from '../../domain/index.js';
import { changeItemQuantityAtom, requestedQuantityAtom } from '../../state/index.js';

/** The native quantity dropdown, 1 to 25 (spec point 5). */
/** Named 'Anzahl' plus the tile's title (`titleId`), so each dropdown says which item it sets. */
export function QuantitySelect({ item, titleId }: { item: CartItem; titleId: string }) {
  const texts = useItemTexts();
  const id = useId();
  const requested = useAtomValue(requestedQuantityAtom).get(item.id);
  const changeQuantity = useSetAtom(changeItemQuantityAtom);
  const value = requested ?? item.quantity;
  // A quantity outside the dropdown (set elsewhere) stays visible rather than silently changing.
  const options = QUANTITY_OPTIONS.includes(value) ? QUANTITY_OPTIONS : [...QUANTITY_OPTIONS, value];
  return (
    <div data-quantity>
      <label htmlFor={id} id={`${id}-label`}>
        {texts.quantity}
      </label>
      <select
        id={id}
        aria-labelledby={`${id}-label ${titleId}`}
        value={value}
        onChange={(event) => {
          const quantity = parseQuantity(event.target.value);
          if (quantity !== null && quantity !== value) void changeQuantity(item, quantity);
        }}
      >
        {options.map((n) => (
          <option key={n}>{n}</option>
        ))}
      </select>
    </div>
  );
}
