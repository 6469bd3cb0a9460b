// The list of change kinds on its own: the cart checks every answer against it on the first paint, while
// the notices and their rules (changeset.ts) load only when a change is to be shown.
import { isKnownValue } from './open-values.js';

/** The kinds of cart change (changeset types) of spec point 4. */
export const CART_CHANGE_TYPES = [
  'ProductRemoved',
  'PriceDecreased',
  'PriceIncreased',
  'ShippingMethodRemoved',
  'OutdatedAppointment',
  'MultipleChanges',
] as const;

export type CartChangeType = (typeof CART_CHANGE_TYPES)[number];

/** The kinds of a single change: every kind but 'MultipleChanges'. */
export type SingleChangeType = Exclude<CartChangeType, 'MultipleChanges'>;

/** True for a kind of change this version knows. */
export const isCartChangeType = (type: unknown): type is CartChangeType =>
  isKnownValue(CART_CHANGE_TYPES, type);
