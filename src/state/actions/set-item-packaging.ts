import { atom } from 'jotai';
import { setItemPackaging, type ItemPackagingChoice } from '../../api/index.js';
import type { CartItem, PackagingType } from '../../domain/index.js';
import { runItemChoice, type ItemChangeResult } from '../cart-change/item-cart-change.js';

/** The packaging the shopper chose for an item while the change is in flight, shown instead of the cart's. */
export interface RequestedPackaging {
  type: PackagingType;
  variantId: string | null;
}

export const requestedPackagingAtom = atom<ReadonlyMap<string, RequestedPackaging>>(new Map());

/**
 * Sets the gift packaging (and motif) of an item: POST /api/cart/set-item-packaging as an item action
 * ('packaging'). The choice shows at once; choices made while one is in flight merge into one request
 * after it (the last wins); while another action runs on the item the choice is refused. Once the last
 * choice settled the tile shows the server's packaging again (the chosen one, or the old one on failure).
 */
export const setItemPackagingAtom = atom(
  null,
  (
    get,
    set,
    item: CartItem,
    choice: { type: PackagingType; variantId?: string | undefined },
  ): Promise<ItemChangeResult> => {
    const request: RequestedPackaging = { type: choice.type, variantId: choice.variantId ?? null };
    const payload: ItemPackagingChoice = {
      itemId: item.id,
      packagingOptionType: request.type,
      packagingVariantId: request.variantId,
    };
    return runItemChoice(get, set, {
      requested: requestedPackagingAtom,
      choice: request,
      itemId: item.id,
      kind: 'packaging',
      change: {
        name: 'set-item-packaging',
        failureShows: 'item',
        itemIds: [item.id],
        call: (client, signal) => setItemPackaging(client, payload, signal),
      },
    });
  },
);
