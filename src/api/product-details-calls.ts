import { requestJson, type HttpClient } from './http-client.js';
import { ProductDetailsSchema, type ProductDetails } from './schemas/product-details-schema.js';

export type { ProductDetails } from './schemas/product-details-schema.js';

/** GET /api/product-details/{id}: title and services (caption and HTML body) of a product. */
export function fetchProductDetails(
  client: HttpClient,
  productId: string,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  return requestJson(client, `/api/product-details/${encodeURIComponent(productId)}`, ProductDetailsSchema, {
    signal,
  });
}
