// What the shipping section shows once it comes near the viewport: loaded with it, not on the first paint.
import type { DeliveryTerm } from '../domain/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { DeliveryTermsSchema, ShippingCountriesSchema } from './schemas/delivery-schemas.js';

/** GET /api/delivery-terms */
export function fetchDeliveryTerms(client: HttpClient, signal?: AbortSignal): Promise<DeliveryTerm[]> {
  return requestJson(client, '/api/delivery-terms', DeliveryTermsSchema, { signal });
}

/** GET /api/cart/shipping-countries: where the cart's shipping method delivers. */
export function fetchShippingCountries(client: HttpClient, signal?: AbortSignal): Promise<string[]> {
  return requestJson(client, '/api/cart/shipping-countries', ShippingCountriesSchema, { signal });
}
