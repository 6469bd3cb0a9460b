/** The smallest quantity of a cart item. */
export const QUANTITY_MIN = 1;
/** The largest quantity of a cart item (the dropdown offers 1 to 25). */
export const QUANTITY_MAX = 25;

/** The choices of the quantity dropdown: 1 to 25. */
export const QUANTITY_OPTIONS: readonly number[] = Array.from(
  { length: QUANTITY_MAX - QUANTITY_MIN + 1 },
  (_, index) => QUANTITY_MIN + index,
);

/**
 * A typed or chosen quantity: the number when it is an integer from 1 to 25, else `null`.
 * Accepts numbers and strings of digits ('3', ' 3 '); '3.5', '1e1', '' and '26' give `null`.
 */
export function parseQuantity(input: unknown): number | null {
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else if (typeof input === 'string' && /^\s*\d+\s*$/.test(input)) {
    value = Number(input);
  } else {
    return null;
  }
  return Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX ? value : null;
}

/** True when the quantity can still be lowered (the decrement control is disabled at the minimum). */
export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > QUANTITY_MIN;
}

/** True when the quantity can still be raised. */
export function canIncreaseQuantity(quantity: number): boolean {
  return quantity < QUANTITY_MAX;
}
