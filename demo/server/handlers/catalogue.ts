// Product details and packaging variants.
import { isPackagingType, PACKAGING_TYPES } from '../../../src/domain/index.js';
import { DEFAULT_PRODUCTS, HOSTILE_PRODUCT, TAKEN_APPOINTMENT_PRODUCT, extraProduct } from '../catalogue.js';
import type { ProductTemplate } from '../catalogue.js';
import { badField, notFound } from '../http.js';
import { packagingVariants } from '../packaging.js';
import { productDetailsFor } from '../product-details.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';

const EXTRA_COUNT = 100;

/** A product by its productId or id ('p-' + productId). */
function findTemplate(id: string): ProductTemplate | undefined {
  const productId = id.startsWith('p-') ? id.slice(2) : id;
  const fixed = [...DEFAULT_PRODUCTS, HOSTILE_PRODUCT, TAKEN_APPOINTMENT_PRODUCT].find(
    (t) => t.productId === productId,
  );
  if (fixed) return fixed;
  const n = Number(productId) - 11000;
  return Number.isInteger(n) && n >= 0 && n < EXTRA_COUNT ? extraProduct(n) : undefined;
}

function productDetails({ params }: RequestContext): Answer {
  const id = params.id ?? '';
  const template = findTemplate(id);
  if (!template) throw notFound(`No product "${id}".`);
  return ok(productDetailsFor(template));
}

/**
 * The variants (motifs) of a packaging. `{id}` is a packaging type (GiftBox, Envelope...), or a cart
 * item id or product id, whose packaging with several variants is meant (or `?type=`).
 */
function variants({ visitor, params, query }: RequestContext): Answer {
  const id = params.id ?? '';
  const asType = PACKAGING_TYPES.find((type) => type.toLowerCase() === id.toLowerCase());
  if (asType) return ok(packagingVariants(asType));
  const typeParam = query.get('type');
  if (typeParam !== null && !isPackagingType(typeParam)) throw badField('type', 'unknownValue');
  const item = visitor.cart.items.find(
    (candidate) => candidate.id === id || candidate.product.productId === id,
  );
  const options = item?.availablePackagingOptions;
  if (!options) {
    if (!findTemplate(id)) throw notFound(`No packaging, cart item or product "${id}".`);
    return ok(packagingVariants(typeParam ?? 'GiftBox'));
  }
  const option = options.find((o) => (typeParam ? o.type === typeParam : o.hasMultipleVariants));
  return ok(option ? packagingVariants(option.type) : []);
}

export const catalogueRoutes: Route[] = [
  { method: 'GET', pattern: '/api/product-details/{id}', handler: productDetails },
  { method: 'GET', pattern: '/api/packagings/variants/{id}', handler: variants },
];
