import type { Cart } from '../domain/index.js';
import type { RecommendationsConfig } from './tracking-config.js';

/** A product as the recommendation tracking object receives it (spec point 7). */
export interface RecommendationProduct {
  name: string;
  quantity: number;
  price: number;
  sku: string;
}

/** The cart's products: name (trackingName, else the title), quantity, unit price and SKU. */
export function recommendationProducts(cart: Cart): RecommendationProduct[] {
  return cart.items.map(({ product, quantity }) => ({
    name: product.trackingName ?? product.title,
    quantity,
    price: product.price.gross.amount,
    sku: product.manufacturerSku ?? product.productId,
  }));
}

/**
 * Hands the cart's products to the configured recommendation tracking object as
 * `window[globalName].push(['cart', products])`. Without configuration nothing happens; a configured
 * object that is missing (or has no `push`) throws, for the caller to report.
 */
export function sendRecommendationCart(cart: Cart, config: RecommendationsConfig | undefined): void {
  if (!config) return;
  const target = (window as unknown as Record<string, unknown>)[config.globalName];
  const push = (target as { push?: unknown } | undefined)?.push;
  if (typeof push !== 'function') {
    throw new Error(`shop-cart: the recommendation tracking object window.${config.globalName} is missing`);
  }
  push.call(target, ['cart', recommendationProducts(cart)]);
}
