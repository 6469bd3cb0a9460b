import type { Cart, PackagingType } from '../domain/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { CartSchema } from './schemas/cart-schema.js';

export interface ItemPackagingChoice {
  itemId: string;
  packagingOptionType: PackagingType;
  /** The motif, for options with several; `null` lets the shop pick. */
  packagingVariantId: string | null;
}

/** POST /api/cart/set-item-packaging */
export function setItemPackaging(
  client: HttpClient,
  payload: ItemPackagingChoice,
  signal?: AbortSignal,
): Promise<Cart> {
  return requestJson(client, '/api/cart/set-item-packaging', CartSchema, {
    method: 'POST',
    body: payload,
    signal,
  });
}
