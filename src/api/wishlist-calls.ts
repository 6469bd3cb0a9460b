// The two wishlist calls of spec point 7 (logged-in visitors only). They answer the wishlist.
import * as v from 'valibot';
import { requestJson, type HttpClient } from './http-client.js';
import { readWishlist } from '../domain/index.js';

const IdList = v.array(v.string());

/** The answer: a list of product ids, also accepted wrapped as `{ productIds }`; cut to 99. */
const WishlistAnswerSchema = v.pipe(
  v.union([
    IdList,
    v.pipe(
      v.object({ productIds: IdList }),
      v.transform((answer) => answer.productIds),
    ),
  ]),
  v.transform((ids) => readWishlist(ids)),
);

/** POST /api/wishlist/add-products: the product goes on the server-side wishlist. */
export function addWishlistProduct(client: HttpClient, productId: string, signal?: AbortSignal) {
  return requestJson(client, '/api/wishlist/add-products', WishlistAnswerSchema, {
    method: 'POST',
    body: { productId },
    signal,
  });
}

/** POST /api/wishlist/remove-product: a single id is wrapped in an array. */
export function removeWishlistProducts(
  client: HttpClient,
  productIds: string | readonly string[],
  signal?: AbortSignal,
) {
  const ids = typeof productIds === 'string' ? [productIds] : [...productIds];
  return requestJson(client, '/api/wishlist/remove-product', WishlistAnswerSchema, {
    method: 'POST',
    body: { productIds: ids },
    signal,
  });
}
