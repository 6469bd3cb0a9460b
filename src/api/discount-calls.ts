import type { Cart } from '../domain/types/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { CartSchema } from './schemas/cart-schema.js';

/** POST /api/cart/add-coupon: a discount code, or a value voucher code (both are typed into one field). */
export function addCoupon(
  client: HttpClient,
  payload: { coupon: string; referer?: string },
  signal?: AbortSignal,
): Promise<Cart> {
  return requestJson(client, '/api/cart/add-coupon', CartSchema, { method: 'POST', body: payload, signal });
}

/** POST /api/cart/remove-coupon */
export function removeCoupon(client: HttpClient, signal?: AbortSignal): Promise<Cart> {
  return requestJson(client, '/api/cart/remove-coupon', CartSchema, { method: 'POST', body: {}, signal });
}

/** POST /api/cart/remove-voucher */
export function removeVoucher(
  client: HttpClient,
  payload: { voucherId: string },
  signal?: AbortSignal,
): Promise<Cart> {
  return requestJson(client, '/api/cart/remove-voucher', CartSchema, {
    method: 'POST',
    body: payload,
    signal,
  });
}
