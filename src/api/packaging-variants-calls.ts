// Only the packaging variants modal (a lazy chunk) calls this: kept apart from the eager packaging call.
import type { PackagingType, PackagingVariant } from '../domain/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import { PackagingVariantsSchema } from './schemas/packaging-variants-schema.js';

/** GET /api/packagings/variants/{id}: the motifs of the item's packaging of `type`. */
export function fetchPackagingVariants(
  client: HttpClient,
  itemId: string,
  type: PackagingType,
  signal?: AbortSignal,
): Promise<PackagingVariant[]> {
  return requestJson(
    client,
    `/api/packagings/variants/${encodeURIComponent(itemId)}`,
    PackagingVariantsSchema,
    { query: { type }, signal },
  );
}
