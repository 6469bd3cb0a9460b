import { useState, type KeyboardEvent } from 'react';
import {
  QUANTITY_MAX,
  QUANTITY_MIN,
  canDecreaseQuantity,
  canIncreaseQuantity,
  parseQuantity,
} from '../../domain/index.js';
import { quantityControl } from './quantity-control.js';
import type { TilePart } from './tile-kit.js';

/**
 * The quantity stepper of the next item layout (spec point 5): −, a number field and +, 1 to 25. A typed
 * number is accepted only within bounds (else the field goes back to the quantity, nothing is sent); the
 * decrement is disabled at the minimum, the increment at the maximum. Each control is named with the
 * tile's title, as the dropdown of the current layout is.
 */
export function QuantityStepper({ part, requested }: { part: TilePart; requested: number | undefined }) {
  const { kit, titleId } = part;
  const { t } = kit;
  const { texts, id, value, blocked, changeQuantity } = quantityControl(part, requested);
  const [draft, setDraft] = useState<string | null>(null);
  const change = (quantity: number) => {
    if (!blocked && quantity !== value) void changeQuantity(quantity);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    setDraft(null);
    if (typed !== null) change(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape') setDraft(null);
  };
  const outOfBounds = draft !== null && draft.trim() !== '' && parseQuantity(draft) === null;
  return (
    <div data-quantity="" data-quantity-stepper="">
      <span id={`${id}-label`}>{texts.quantity}</span>
      <button
        type="button"
        aria-labelledby={`${id}-dec ${titleId}`}
        disabled={!canDecreaseQuantity(value)}
        aria-disabled={blocked || undefined}
        onClick={() => change(value - 1)}
      >
        <span aria-hidden="true">−</span>
        <span id={`${id}-dec`} data-visually-hidden="">
          {t('item.decrease')}
        </span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        aria-labelledby={`${id}-label ${titleId}`}
        aria-invalid={outOfBounds || undefined}
        aria-disabled={blocked || undefined}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        aria-labelledby={`${id}-inc ${titleId}`}
        disabled={!canIncreaseQuantity(value)}
        aria-disabled={blocked || undefined}
        onClick={() => change(value + 1)}
      >
        <span aria-hidden="true">+</span>
        <span id={`${id}-inc`} data-visually-hidden="">
          {t('item.increase')}
        </span>
      </button>
    </div>
  );
}
