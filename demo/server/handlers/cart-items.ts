// GET /api/cart and the calls that change items: quantity, removal, packaging.
import { PACKAGING_TYPES, QUANTITY_MAX, QUANTITY_MIN, parseQuantity } from '../../../src/domain/index.js';
import { commitCart, findItem, visitCart } from '../cart-answer.js';
import { ApiError, badField } from '../http.js';
import { objectBody, optionalString, requiredChoice, requiredString } from '../input.js';
import { packagingVariants, selectPackaging } from '../packaging.js';
import type { Answer, RequestContext, Route } from '../router.js';

const getCart = ({ visitor }: RequestContext): Answer => ({ status: 200, body: visitCart(visitor.cart) });

function setItemQuantity({ visitor, body }: RequestContext): Answer {
  const input = objectBody(body);
  const cartItemId = requiredString(input, 'cartItemId');
  const raw = input.quantity;
  if (raw === undefined || raw === null) throw badField('quantity', 'required');
  if (typeof raw !== 'number') throw badField('quantity', 'notANumber');
  const quantity = parseQuantity(raw);
  if (quantity === null) {
    throw badField(
      'quantity',
      'outOfRange',
      `The quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
    );
  }
  const item = findItem(visitor.cart, cartItemId);
  item.quantity = quantity;
  return commitCart(visitor.cart);
}

function removeItem({ visitor, body }: RequestContext): Answer {
  const cartItemId = requiredString(objectBody(body), 'cartItemId');
  const item = findItem(visitor.cart, cartItemId);
  visitor.cart.items = visitor.cart.items.filter((candidate) => candidate !== item);
  return commitCart(visitor.cart);
}

function setItemPackaging({ visitor, body }: RequestContext): Answer {
  const input = objectBody(body);
  const itemId = requiredString(input, 'itemId');
  const type = requiredChoice(input, 'packagingOptionType', PACKAGING_TYPES);
  const variantId = optionalString(input, 'packagingVariantId');
  const item = findItem(visitor.cart, itemId);
  const option = item.availablePackagingOptions.find((candidate) => candidate.type === type);
  if (!option) {
    throw new ApiError(422, {
      key: 'PACKAGING_NOT_AVAILABLE',
      message: `Packaging ${type} is not available for this item.`,
      fields: { packagingOptionType: 'notAvailable' },
    });
  }
  // The product's pre-selected motif may be sent with any packaging: where it is not a motif of that
  // packaging, the packaging's first motif applies. Any other unknown motif is refused.
  const preSelected = item.product.preSelectedWrappingVariantId;
  if (
    variantId !== undefined &&
    variantId !== preSelected &&
    !packagingVariants(type).some((variant) => variant.id === variantId)
  ) {
    throw badField('packagingVariantId', 'unknownValue', `No variant "${variantId}" for packaging ${type}.`);
  }
  item.selectedPackaging = selectPackaging(option, variantId ?? preSelected);
  return commitCart(visitor.cart);
}

export const cartItemRoutes: Route[] = [
  { method: 'GET', pattern: '/api/cart', handler: getCart },
  { method: 'POST', pattern: '/api/cart/set-item-quantity', handler: setItemQuantity },
  { method: 'POST', pattern: '/api/cart/remove-item', handler: removeItem },
  { method: 'POST', pattern: '/api/cart/set-item-packaging', handler: setItemPackaging },
];
