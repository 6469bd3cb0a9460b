import { atom } from 'jotai';
import { fetchCart, removeItem, setItemQuantity } from '../../api/index.js';
import { quantityAfterTicketRemoval, type CartItem } from '../../domain/index.js';
import { cartLeavingAtom, httpClientAtom } from '../api-client.js';
import { applyCartAtom, cartAtom, cartStatusAtom } from '../cart-status.js';
import { messageForFailure } from '../cart-change/error-message.js';
import { reportIfUnexpected, reportLeftOutItems } from '../error-reporting.js';
import { isItemActionBlocked } from '../cart-change/item-busy.js';
import { runItemCartChange, type ItemChangeResult } from '../cart-change/item-cart-change.js';
import { requestedQuantityAtom } from '../cart-change/item-loading.js';
import type { CartChange } from '../cart-change/run-cart-change.js';

/** Loads the cart (GET /api/cart). A failure keeps a cart already on screen. */
export const loadCartAtom = atom(null, async (get, set, signal?: AbortSignal): Promise<void> => {
  try {
    const cart = await fetchCart(get(httpClientAtom), signal);
    reportLeftOutItems(get, cart, 'GET /api/cart');
    set(applyCartAtom, cart);
  } catch (error) {
    if (signal?.aborted) return;
    reportIfUnexpected(get, error, 'GET /api/cart');
    if (!get(cartAtom)) {
      set(cartStatusAtom, { status: 'failed', error: await messageForFailure(get, error) });
    }
  }
});

function withRequestedQuantity(map: ReadonlyMap<string, number>, itemId: string, quantity: number | null) {
  const next = new Map(map);
  if (quantity === null) next.delete(itemId);
  else next.set(itemId, quantity);
  return next;
}

/**
 * Sets the quantity of an item. The chosen quantity shows at once; choices made while a change of the
 * item is in flight merge into one request sent after it (the last choice wins). Once the last of them
 * settled, the item shows the server's quantity again (the chosen one, or the old one if it failed).
 */
export const changeItemQuantityAtom = atom(
  null,
  async (get, set, item: CartItem, quantity: number): Promise<ItemChangeResult> => {
    if (isItemActionBlocked(get, item.id, 'quantity')) return 'ignored';
    set(requestedQuantityAtom, (map) => withRequestedQuantity(map, item.id, quantity));
    const result = await runItemCartChange(get, set, {
      itemId: item.id,
      kind: 'quantity',
      repeats: 'latest',
      change: {
        name: 'set-item-quantity',
        itemIds: [item.id],
        call: (client, signal) => setItemQuantity(client, { cartItemId: item.id, quantity }, signal),
      },
    });
    // The newest choice clears what shows instead of the cart's quantity once it has settled.
    if (result !== 'replaced' && get(requestedQuantityAtom).get(item.id) === quantity) {
      set(requestedQuantityAtom, (map) => withRequestedQuantity(map, item.id, null));
    }
    return result;
  },
);

/** The cart call that removes an item, or one ticket of it (its quantity goes down by one). */
export function removalOf(item: CartItem, scope: 'item' | 'oneTicket'): CartChange {
  const quantity = scope === 'oneTicket' ? quantityAfterTicketRemoval(item) : 0;
  return {
    name: quantity > 0 ? 'set-item-quantity' : 'remove-item',
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
