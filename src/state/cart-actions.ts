import { atom, type Getter, type Setter } from 'jotai';
import { fetchCart, removeItem, setItemQuantity } from '../api/index.js';
import { quantityAfterTicketRemoval, type CartItem } from '../domain/index.js';
import { cartChangeRunnerAtom, httpClientAtom } from './api-client.js';
import { applyCartAtom, cartAtom, cartStatusAtom } from './cart-status.js';
import { messageForFailure } from './error-message.js';
import { reportIfUnexpected } from './error-reporting.js';
import { isItemActionBlocked, runItemAction } from './item-actions.js';
import { requestedQuantityAtom } from './item-loading.js';
import { runCartChange, type CartChangeResult } from './run-cart-change.js';

/** How an item action ended: as its cart change did, or 'ignored' because the item was busy. */
export type ItemChangeResult = CartChangeResult | 'ignored';

/** Loads the cart (GET /api/cart). A failure keeps a cart already on screen. */
export const loadCartAtom = atom(null, async (get, set, signal?: AbortSignal): Promise<void> => {
  try {
    const cart = await fetchCart(get(httpClientAtom), signal);
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
  async (get, set, item: CartItem, quantity: number): Promise<ItemChangeResult | 'replaced'> => {
    if (isItemActionBlocked(get, item.id, 'quantity')) return 'ignored';
    set(requestedQuantityAtom, (map) => withRequestedQuantity(map, item.id, quantity));
    const outcome = await runItemAction(get, set, {
      itemId: item.id,
      kind: 'quantity',
      repeats: 'latest',
      run: () =>
        runCartChange(get, set, {
          name: 'set-item-quantity',
          itemIds: [item.id],
          call: (client, signal) => setItemQuantity(client, { cartItemId: item.id, quantity }, signal),
        }),
    });
    if (outcome.status !== 'done') return outcome.status;
    if (outcome.last) set(requestedQuantityAtom, (map) => withRequestedQuantity(map, item.id, null));
    return outcome.value;
  },
);

/** The cart call that removes an item, or one ticket of it: for use inside an item action. */
export function removeFromCart(
  get: Getter,
  set: Setter,
  item: CartItem,
  scope: 'item' | 'oneTicket',
): Promise<CartChangeResult> {
  const quantity = scope === 'oneTicket' ? quantityAfterTicketRemoval(item) : 0;
  return runCartChange(get, set, {
    name: quantity > 0 ? 'set-item-quantity' : 'remove-item',
    itemIds: [item.id],
    call: (client, signal) =>
      quantity > 0
        ? setItemQuantity(client, { cartItemId: item.id, quantity }, signal)
        : removeItem(client, { cartItemId: item.id }, signal),
  });
}

/** Removes an item, or one ticket of an appointment item (its quantity goes down by one). */
export const removeCartItemAtom = atom(
  null,
  async (get, set, item: CartItem, scope: 'item' | 'oneTicket' = 'item'): Promise<ItemChangeResult> => {
    const outcome = await runItemAction(get, set, {
      itemId: item.id,
      kind: 'remove',
      run: () => removeFromCart(get, set, item, scope),
    });
    return outcome.status === 'done' ? outcome.value : 'ignored';
  },
);

/** Drops the cart change in flight, when the element leaves the page. */
export const abortCartChangesAtom = atom(null, (get) => get(cartChangeRunnerAtom).abort());
