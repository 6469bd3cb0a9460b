import { atom } from 'jotai';
import { removeItem, setItemQuantity } from '../../api/index.js';
import { quantityAfterTicketRemoval, type CartItem } from '../../domain/index.js';
import { cartLeavingAtom } from '../setup/api-client.js';
import { runItemCartChange, runItemChoice, type ItemChangeResult } from '../cart-change/item-cart-change.js';
import { requestedQuantityAtom } from '../cart-change/item-loading.js';
import type { CartChange } from '../cart-change/run-cart-change.js';

/**
 * Sets the quantity of an item. The chosen quantity shows at once; choices made while a change of the
 * item is in flight merge into one request sent after it (the last choice wins). Once the last of them
 * settled, the item shows the server's quantity again (the chosen one, or the old one if it failed).
 */
export const changeItemQuantityAtom = atom(
  null,
  (get, set, item: CartItem, quantity: number): Promise<ItemChangeResult> =>
    runItemChoice(get, set, {
      requested: requestedQuantityAtom,
      choice: quantity,
      itemId: item.id,
      kind: 'quantity',
      change: {
        name: 'set-item-quantity',
        failureShows: 'item',
        itemIds: [item.id],
        call: (client, signal) => setItemQuantity(client, { cartItemId: item.id, quantity }, signal),
      },
    }),
);

/** The cart call that removes an item, or one ticket of it (its quantity goes down by one). */
export function removalOf(item: CartItem, scope: 'item' | 'oneTicket'): CartChange {
  const quantity = scope === 'oneTicket' ? quantityAfterTicketRemoval(item) : 0;
  return {
    name: quantity > 0 ? 'set-item-quantity' : 'remove-item',
    failureShows: 'item',
    itemIds: [item.id],
    call: (client, signal) =>
      quantity > 0
        ? setItemQuantity(client, { cartItemId: item.id, quantity }, signal)
        : removeItem(client, { cartItemId: item.id }, signal),
  };
}

/** Removes an item, or one ticket of an appointment item; ignored while the item is busy. */
export const removeCartItemAtom = atom(
  null,
  (get, set, item: CartItem, scope: 'item' | 'oneTicket' = 'item'): Promise<ItemChangeResult> =>
    runItemCartChange(get, set, { itemId: item.id, kind: 'remove', change: removalOf(item, scope) }),
);

/** Drops the cart calls in flight, when the element leaves the page (nobody is left to show them). */
export const abortCartChangesAtom = atom(null, (get) => {
  const leaving = get(cartLeavingAtom);
  leaving.controller.abort();
  leaving.controller = new AbortController();
});
