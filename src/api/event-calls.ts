import * as v from 'valibot';
import { requestJson, type HttpClient } from './http-client.js';

/** The event posts of spec point 7 that carry only the cart id. */
export type CartEventName = 'checkout-proceeded-to-p2' | 'gift-wrap-selection-opened' | 'service-info-opened';

/**
 * POST /api/event/{name} with `{ cartId }`. Sent with keepalive, so a post made just before the page
 * navigates away still arrives. The answer is not read beyond being JSON.
 */
export async function postCartEvent(client: HttpClient, name: CartEventName, cartId: string): Promise<void> {
  await requestJson(client, `/api/event/${name}`, v.unknown(), {
    method: 'POST',
    body: { cartId },
    keepalive: true,
  });
}
