import { atom } from 'jotai';
import { setItemPackaging, type ItemPackagingChoice } from '../api/index.js';
import type { CartItem, PackagingType } from '../domain/index.js';
import { runCartChange, type CartChangeResult } from './run-cart-change.js';

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

const sameRequest = (a: RequestedPackaging | undefined, b: RequestedPackaging) =>
  a !== undefined && a.type === b.type && a.variantId === b.variantId;

/**
 * Sets the gift packaging (and motif) of an item: POST /api/cart/set-item-packaging as an item action.
 * The choice shows at once and reverts when the change fails; choosing what is already on its way again
 * is ignored, choosing something else overtakes the call in flight.
 */
export const setItemPackagingAtom = atom(
  null,
  async (
    get,
    set,
    item: CartItem,
    choice: { type: PackagingType; variantId?: string | undefined },
  ): Promise<CartChangeResult | 'ignored'> => {
    const request: RequestedPackaging = { type: choice.type, variantId: choice.variantId ?? null };
    if (sameRequest(get(requestedPackagingAtom).get(item.id), request)) return 'ignored';
    set(requestedPackagingAtom, (map) => withRequest(map, item.id, request));
    const payload: ItemPackagingChoice = {
      itemId: item.id,
      packagingOptionType: request.type,
      packagingVariantId: request.variantId,
    };
    const result = await runCartChange(get, set, {
      name: 'set-item-packaging',
      itemIds: [item.id],
      call: (client, signal) => setItemPackaging(client, payload, signal),
    });
    // A newer choice for the same item keeps its own request showing.
    if (result !== 'superseded' || sameRequest(get(requestedPackagingAtom).get(item.id), request)) {
      set(requestedPackagingAtom, (map) => withRequest(map, item.id, null));
    }
    return result;
  },
);
