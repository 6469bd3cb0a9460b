import { useMemo } from 'react';
import { parseQuantity, QUANTITY_OPTIONS, type CartItem } from '../../domain/index.js';
import type { ItemActionKind } from '../../state/index.js';
import { useQuantityControl } from './use-quantity-control.js';

/**
 * The native quantity dropdown, 1 to 25 (spec point 5), named item.quantityLabel plus the tile's title (`titleId`).
 * Rapid choices merge into one request per settle (the last wins); while another action runs on the item
 * it refuses choices.
 */
export function QuantitySelect({
  item,
  titleId,
  busy,
}: {
  item: CartItem;
  titleId: string;
  /** The action the item is busy with (from the tile). */
  busy?: ItemActionKind | undefined;
}) {
  const { texts, id, value, blocked, changeQuantity } = useQuantityControl(item, busy);
  // A quantity outside the dropdown (set elsewhere) stays visible rather than silently changing. The
  // options are the same elements while the item is busy: React skips them then.
  const extra = QUANTITY_OPTIONS.includes(value) ? undefined : value;
  const options = useMemo(
    () =>
      (extra === undefined ? QUANTITY_OPTIONS : [...QUANTITY_OPTIONS, extra]).map((n) => (
        <option key={n}>{n}</option>
      )),
    [extra],
  );
  return (
    <div data-quantity>
      <label htmlFor={id} id={`${id}-label`}>
        {texts.quantity}
      </label>
      <select
        id={id}
        aria-labelledby={`${id}-label ${titleId}`}
        value={value}
        aria-disabled={blocked || undefined}
        onChange={(event) => {
          const quantity = parseQuantity(event.target.value);
          if (quantity !== null && quantity !== value) void changeQuantity(item, quantity);
        }}
      >
        {options}
      </select>
    </div>
  );
}
