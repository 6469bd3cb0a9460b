import type { Cart, DeliveryTerm, ShippingMethodId } from '../domain/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { CartSchema } from './schemas/cart-schema.js';
import { DeliveryTermsSchema, ShippingCountriesSchema } from './schemas/delivery-schemas.js';

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

/** GET /api/delivery-terms */
export function fetchDeliveryTerms(client: HttpClient, signal?: AbortSignal): Promise<DeliveryTerm[]> {
  return requestJson(client, '/api/delivery-terms', DeliveryTermsSchema, { signal });
}

/** GET /api/cart/shipping-countries: where the cart's shipping method delivers. */
export function fetchShippingCountries(client: HttpClient, signal?: AbortSignal): Promise<string[]> {
  return requestJson(client, '/api/cart/shipping-countries', ShippingCountriesSchema, { signal });
}
