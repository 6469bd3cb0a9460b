import type { Cart } from '../domain/types/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { CartSchema } from './schemas/cart-schema.js';

/** POST /api/cart/set-payback-number: the loyalty-programme customer number (German tenants only). */
export function setPaybackNumber(
  client: HttpClient,
  payload: { paybackNumber: string },
  signal?: AbortSignal,
): Promise<Cart> {
  return requestJson(client, '/api/cart/set-payback-number', CartSchema, {
    method: 'POST',
    body: payload,
    signal,
  });
}
