import { parseQuantity, QUANTITY_OPTIONS } from '../../domain/index.js';
import { quantityControl } from './quantity-control.js';
import type { TilePart } from './tile-kit.js';

/** The options 1 to 25: the same elements in every tile and every render, so React skips them. */
const OPTIONS = QUANTITY_OPTIONS.map((n) => <option key={n}>{n}</option>);

/**
 * The native quantity dropdown, 1 to 25 (spec point 5), named item.quantityLabel plus the tile's title.
 * Rapid choices merge into one request per settle (the last wins); while another action runs on the item
 * it refuses choices. A part of the tile.
 */
export function quantitySelect(part: TilePart, requested: number | undefined) {
  const { texts, id, value, blocked, changeQuantity } = quantityControl(part, requested);
  // A quantity outside the dropdown (set elsewhere) stays visible rather than silently changing.
  const options = QUANTITY_OPTIONS.includes(value)
    ? OPTIONS
    : [...OPTIONS, <option key={value}>{value}</option>];
  return (
    <div data-quantity>
      <label htmlFor={id} id={`${id}-label`}>
        {texts.quantity}
      </label>
      <select
        id={id}
        aria-labelledby={`${id}-label ${part.titleId}`}
        value={value}
        aria-disabled={blocked || undefined}
        onChange={(event) => {
          const quantity = parseQuantity(event.target.value);
          if (quantity !== null && quantity !== value) void changeQuantity(quantity);
        }}
      >
        {options}
      </select>
    </div>
  );
}
