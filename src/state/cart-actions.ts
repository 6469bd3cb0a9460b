import { atom } from 'jotai';
import { fetchCart, removeItem, setItemQuantity } from '../api/index.js';
import { quantityAfterTicketRemoval, type CartItem } from '../domain/index.js';
import { cartChangeRunnerAtom, httpClientAtom } from './api-client.js';
import { applyCartAtom, cartAtom, cartStatusAtom } from './cart-status.js';
import { messageForFailure } from './error-message.js';
import { reportIfUnexpected, reportLeftOutItems } from './error-reporting.js';
import { requestedQuantityAtom } from './item-loading.js';
import { runCartChange, type CartChangeResult } from './run-cart-change.js';

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

/** Sets the quantity of an item; the chosen quantity shows at once and reverts if the change fails. */
export const changeItemQuantityAtom = atom(
  null,
  async (get, set, item: CartItem, quantity: number): Promise<CartChangeResult> => {
    set(requestedQuantityAtom, (map) => withRequestedQuantity(map, item.id, quantity));
    const result = await runCartChange(get, set, {
      name: 'set-item-quantity',
      itemIds: [item.id],
      call: (client, signal) => setItemQuantity(client, { cartItemId: item.id, quantity }, signal),
    });
    if (result !== 'superseded' || get(requestedQuantityAtom).get(item.id) === quantity) {
      set(requestedQuantityAtom, (map) => withRequestedQuantity(map, item.id, null));
    }
    return result;
  },
);

/** Removes an item, or one ticket of an appointment item (its quantity goes down by one). */
export const removeCartItemAtom = atom(
  null,
  async (get, set, item: CartItem, scope: 'item' | 'oneTicket' = 'item'): Promise<CartChangeResult> => {
    const quantity = scope === 'oneTicket' ? quantityAfterTicketRemoval(item) : 0;
    return runCartChange(get, set, {
      name: quantity > 0 ? 'set-item-quantity' : 'remove-item',
      itemIds: [item.id],
      call: (client, signal) =>
        quantity > 0
          ? setItemQuantity(client, { cartItemId: item.id, quantity }, signal)
          : removeItem(client, { cartItemId: item.id }, signal),
    });
  },
);

/** Drops the cart change in flight, when the element leaves the page. */
export const abortCartChangesAtom = atom(null, (get) => get(cartChangeRunnerAtom).abort());
