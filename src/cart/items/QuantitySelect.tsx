import { useState } from 'react';
import { flushSync } from 'react-dom';
import { parseQuantity, QUANTITY_OPTIONS } from '../../domain/index.js';
import { quantityControl } from './quantity-control.js';
import type { TilePart } from './tile-kit.js';

/** The options 1 to 25: the same elements in every tile and every render, so React skips them. */
const OPTIONS = QUANTITY_OPTIONS.map((n) => <option key={n}>{n}</option>);

/**
 * The native quantity dropdown, 1 to 25 (spec point 5), named item.quantityLabel plus the tile's title.
 * Rapid choices merge into one request per settle (the last wins); while another action runs on the item
 * it refuses choices.
 *
 * A cart rendered afresh in the browser gives each dropdown its chosen quantity alone, and the other 24
 * options when the shopper first reaches for it (pointer down or focus, before the browser opens the list
 * or reads a key): the options are a third of a long cart's elements, and most dropdowns are never opened
 * (docs/decisions/XXXX-quantity-options-on-first-reach.md). On the server and while hydrating it has all
 * 25, so the painted dropdown works before hydration and hydration matches.
 */
export function QuantitySelect({ part, requested }: { part: TilePart; requested: number | undefined }) {
  const { texts, id, value, blocked, changeQuantity } = quantityControl(part, requested);
  const [complete, setComplete] = useState(!part.kit.fresh);
  // At once, not in a later task: the opening list or a key comes right after.
  const completeOptions = () => {
    if (!complete) flushSync(() => setComplete(true));
  };
  // A quantity outside the dropdown (set elsewhere) stays visible rather than silently changing.
  const options = !complete
    ? [<option key={value}>{value}</option>]
    : QUANTITY_OPTIONS.includes(value)
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
        onPointerDown={completeOptions}
        onFocus={completeOptions}
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
