import type { Cart } from '../domain/types/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { CartSchema } from './schemas/cart-schema.js';

/** GET /api/cart */
export function fetchCart(client: HttpClient, signal?: AbortSignal): Promise<Cart> {
  return requestJson(client, '/api/cart', CartSchema, { signal });
}

/** POST /api/cart/set-item-quantity */
export function setItemQuantity(
  client: HttpClient,
  payload: { cartItemId: string; quantity: number },
  signal?: AbortSignal,
): Promise<Cart> {
  return requestJson(client, '/api/cart/set-item-quantity', CartSchema, {
    method: 'POST',
    body: payload,
    signal,
  });
}

/** POST /api/cart/remove-item */
export function removeItem(
  client: HttpClient,
  payload: { cartItemId: string },
  signal?: AbortSignal,
): Promise<Cart> {
  return requestJson(client, '/api/cart/remove-item', CartSchema, { method: 'POST', body: payload, signal });
}
