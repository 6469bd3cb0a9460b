import type { Cart } from '../domain/types/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { postCartChange } from './post-cart-change.js';
import { CartSchema } from './schemas/cart-schema.js';

/** POST /api/cart/add-coupon: a discount code, or a value voucher code (both are typed into one field). */
export const addCoupon = postCartChange<{ coupon: string; referer?: string }>('add-coupon');

/** POST /api/cart/remove-coupon */
export function removeCoupon(client: HttpClient, signal?: AbortSignal): Promise<Cart> {
  return requestJson(client, '/api/cart/remove-coupon', CartSchema, { method: 'POST', body: {}, signal });
}

/** POST /api/cart/remove-voucher */
export const removeVoucher = postCartChange<{ voucherId: string }>('remove-voucher');
