import type { Cart, ShippingMethodId } from '../domain/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { CartSchema } from './schemas/cart-schema.js';

/** POST /api/cart/set-shipping-method */
export function setShippingMethod(
  client: HttpClient,
  payload: { method: ShippingMethodId },
  signal?: AbortSignal,
): Promise<Cart> {
  return requestJson(client, '/api/cart/set-shipping-method', CartSchema, {
    method: 'POST',
    body: payload,
    signal,
  });
}
