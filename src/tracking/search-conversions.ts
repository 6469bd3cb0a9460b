import type { Cart } from '../domain/index.js';
import { takeSearchAnalytics, type SearchAnalyticsEntry } from '../storage/search-analytics.js';
import { searchInsightsClient } from './search-insights.js';
import type { SearchInsightsConfig } from './tracking-config.js';

/** The part of an entry about products in the cart, or `null` when it names none of them. */
function partInCart(
  entry: SearchAnalyticsEntry,
  productIds: ReadonlySet<string>,
): SearchAnalyticsEntry | null {
  const indexes = entry.objectIds.flatMap((id, index) => (productIds.has(id) ? [index] : []));
  if (indexes.length === 0) return null;
  const part: SearchAnalyticsEntry = {
    ...entry,
    objectIds: indexes.map((index) => entry.objectIds[index] ?? ''),
  };
  const positions = entry.positions;
  if (positions) part.positions = indexes.flatMap((index) => positions[index] ?? []);
  else delete part.positions;
  return part;
}

/**
 * Sends the search results that led to products now in the cart (spec point 9's stored search
 * analytics) to the search insights client: an entry with positions as clicked object ids after search,
 * one without as converted object ids after search, each with its event name, index and query id, and
 * only the object ids of products in the cart. Sent entries leave the store; the others stay for a
 * later cart. Without a configured client nothing is read or sent.
 */
export async function sendSearchConversions(
  cart: Cart,
  config: SearchInsightsConfig | undefined,
): Promise<void> {
  if (!config?.appId || !config.apiKey) return;
  const productIds = new Set(cart.items.map((item) => item.product.productId));
  const entries = takeSearchAnalytics((entry) => partInCart(entry, productIds));
  if (entries.length === 0) return;
  const client = await searchInsightsClient(config);
  for (const { eventName, index, queryId, objectIds, positions } of entries) {
    const event = { eventName, index, queryID: queryId, objectIDs: objectIds };
    if (positions && positions.length === objectIds.length) {
      client.clickedObjectIDsAfterSearch({ ...event, positions });
    } else client.convertedObjectIDsAfterSearch(event);
  }
}
