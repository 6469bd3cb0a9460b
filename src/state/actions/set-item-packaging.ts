import { atom } from 'jotai';
import { setItemPackaging, type ItemPackagingChoice } from '../../api/index.js';
import type { CartItem, PackagingType } from '../../domain/index.js';
import { isItemActionBlocked } from '../cart-change/item-busy.js';
import { runItemCartChange, type ItemChangeResult } from '../cart-change/item-cart-change.js';

/** The packaging the shopper chose for an item while the change is in flight, shown instead of the cart's. */
export interface RequestedPackaging {
  type: PackagingType;
  variantId: string | null;
}

export const requestedPackagingAtom = atom<ReadonlyMap<string, RequestedPackaging>>(new Map());

const withRequest = (
  map: ReadonlyMap<string, RequestedPackaging>,
  itemId: string,
  request: RequestedPackaging | null,
) => {
  const next = new Map(map);
  if (request) next.set(itemId, request);
  else next.delete(itemId);
  return next;
};

/**
 * Sets the gift packaging (and motif) of an item: POST /api/cart/set-item-packaging as an item action
 * ('packaging'). The choice shows at once; choices made while one is in flight merge into one request
 * after it (the last wins); while another action runs on the item the choice is refused. Once the last
 * choice settled the tile shows the server's packaging again (the chosen one, or the old one on failure).
 */
export const setItemPackagingAtom = atom(
  null,
  async (
    get,
    set,
    item: CartItem,
    choice: { type: PackagingType; variantId?: string | undefined },
  ): Promise<ItemChangeResult> => {
    if (isItemActionBlocked(get, item.id, 'packaging')) return 'ignored';
    const request: RequestedPackaging = { type: choice.type, variantId: choice.variantId ?? null };
    set(requestedPackagingAtom, (map) => withRequest(map, item.id, request));
    const payload: ItemPackagingChoice = {
      itemId: item.id,
      packagingOptionType: request.type,
      packagingVariantId: request.variantId,
    };
    const result = await runItemCartChange(get, set, {
      itemId: item.id,
      kind: 'packaging',
      repeats: 'latest',
      change: {
        name: 'set-item-packaging',
        itemIds: [item.id],
        call: (client, signal) => setItemPackaging(client, payload, signal),
      },
    });
    // The newest choice clears what shows instead of the cart's packaging once it has settled.
    if (result !== 'replaced' && get(requestedPackagingAtom).get(item.id) === request) {
      set(requestedPackagingAtom, (map) => withRequest(map, item.id, null));
    }
    return result;
  },
);
