// Changes between visits: the 'next-changes' test endpoint arms one, the next GET /api/cart makes it
// happen to the cart (item removed, price changed...) and carries the changeset that says so.
import { fromMinorUnits, productKind, toMinorUnits } from '../../src/domain/index.js';
import type { CartChangeType, CartChangeset, SingleChangeType } from '../../src/domain/index.js';
import { currencyOf, SHIPPING_TITLES } from './tenants.js';
import { availableShippingMethods } from './shipping.js';
import type { CartState, StoredItem } from './state.js';

/** How much a price goes up or down, in minor units. */
export const PRICE_CHANGE_CENTS = 500;

type Changes = CartChangeset['changes'];
type Change = (state: CartState, used: Set<StoredItem>) => Changes | null;

const priced = (item: StoredItem) => productKind(item.product.productType) !== 'gift_wrap';

function changePrice(state: CartState, used: Set<StoredItem>, sign: 1 | -1): Changes | null {
  const item = state.items.find(
    (candidate) =>
      !used.has(candidate) &&
      priced(candidate) &&
      toMinorUnits(candidate.product.price.gross.amount) > 2 * PRICE_CHANGE_CENTS,
  );
  if (!item) return null;
  used.add(item);
  const cents = toMinorUnits(item.product.price.gross.amount) + sign * PRICE_CHANGE_CENTS;
  item.product = {
    ...item.product,
    price: { gross: { ...item.product.price.gross, amount: fromMinorUnits(cents) } },
  };
  const entry = {
    productId: item.product.productId,
    title: item.product.title,
    differenceAmount: { amount: fromMinorUnits(PRICE_CHANGE_CENTS), currencyCode: currencyOf(state.tenant) },
  };
  return sign > 0 ? { priceIncreasedItems: [entry] } : { priceDecreasedItems: [entry] };
}

const CHANGES: Record<SingleChangeType, Change> = {
  ProductRemoved(state, used) {
    const withoutAppointment = state.items.filter((item) => !item.appointment && !used.has(item));
    const item = withoutAppointment[withoutAppointment.length - 1];
    if (!item) return null;
    used.add(item);
    state.items = state.items.filter((candidate) => candidate !== item);
    return { removedItems: [{ productId: item.product.productId, title: item.product.title }] };
  },
  PriceIncreased: (state, used) => changePrice(state, used, 1),
  PriceDecreased: (state, used) => changePrice(state, used, -1),
  ShippingMethodRemoved(state) {
    const offered = availableShippingMethods(state);
    const method =
      offered.find((m) => m === 'express' || m === 'box_express') ??
      (offered.length > 1 ? offered[0] : undefined);
    if (!method) return null;
    state.removedShippingMethods.push(method);
    return { removedShippingMethods: [{ productId: method, title: SHIPPING_TITLES[method] }] };
  },
  OutdatedAppointment(state, used) {
    const item = state.items.find((candidate) => candidate.appointment && !used.has(candidate));
    if (!item?.appointment) return null;
    used.add(item);
    state.items = state.items.filter((candidate) => candidate !== item);
    return {
      outdatedAppointments: [
        {
          productId: item.product.productId,
          title: item.product.title,
          appointment: item.appointment.date,
          appointmentId: item.appointment.appointmentId ?? item.id,
        },
      ],
    };
  },
};

// The parts of a 'MultipleChanges' set, in this order.
const MULTIPLE: SingleChangeType[] = [
  'OutdatedAppointment',
  'PriceIncreased',
  'PriceDecreased',
  'ShippingMethodRemoved',
  'ProductRemoved',
];

/** Applies the change to the state and returns the changeset, or `null` when the cart offers nothing to change. */
function applyChange(state: CartState, type: CartChangeType): CartChangeset | null {
  const used = new Set<StoredItem>();
  if (type !== 'MultipleChanges') {
    const changes = CHANGES[type](state, used);
    return changes ? { type, changes } : null;
  }
  const changes: Changes = {};
  const applied: CartChangeType[] = [];
  for (const part of MULTIPLE) {
    const partChanges = CHANGES[part](state, used);
    if (partChanges) {
      Object.assign(changes, partChanges);
      applied.push(part);
    }
  }
  const only = applied.length === 1 ? applied[0] : undefined;
  return applied.length > 0 ? { type: only ?? 'MultipleChanges', changes } : null;
}

/** True when the change can happen to the cart as it is now (tried on a copy). */
export function changePossible(state: CartState, type: CartChangeType): boolean {
  return applyChange(structuredClone(state), type) !== null;
}

/** Makes the armed change happen: the cart changes, its version rises, and it carries the changeset. */
export function applyPendingChange(state: CartState): void {
  const type = state.pendingChange;
  delete state.pendingChange;
  if (!type) return;
  const changeset = applyChange(state, type);
  if (!changeset) return;
  state.cartVersion += 1;
  state.changeset = changeset;
}
