import type { Cart } from '../domain/types/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { postCartChange } from './post-cart-change.js';
import { CartSchema } from './schemas/cart-schema.js';

/** GET /api/cart */
export function fetchCart(client: HttpClient, signal?: AbortSignal): Promise<Cart> {
  return requestJson(client, '/api/cart', CartSchema, { signal });
}

/** POST /api/cart/set-item-quantity */
export const setItemQuantity = postCartChange<{ cartItemId: string; quantity: number }>('set-item-quantity');

/** POST /api/cart/remove-item */
export const removeItem = postCartChange<{ cartItemId: string }>('remove-item');
