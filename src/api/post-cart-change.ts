import type { Cart } from '../domain/types/index.js';
import type { CartChangeCall } from './cart-change-calls.js';
import { requestJson, type HttpClient } from './http-client.js';
import { CartSchema } from './schemas/cart-schema.js';

/**
 * The client function of a cart-changing call: `POST /api/cart/<call>` with the payload as its body,
 * answering the cart (read through CartSchema).
 */
export const postCartChange =
  <Payload extends object>(call: CartChangeCall) =>
  (client: HttpClient, payload: Payload, signal?: AbortSignal): Promise<Cart> =>
    requestJson(client, `/api/cart/${call}`, CartSchema, { method: 'POST', body: payload, signal });
