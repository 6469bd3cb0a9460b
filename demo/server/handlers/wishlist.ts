// The server-side wishlist of logged-in visitors: add, remove, read. It answers the list of product ids.
import {
  WISHLIST_MAX_MESSAGE,
  WishlistFullError,
  addToWishlist,
  removeFromWishlist,
} from '../../../src/domain/index.js';
import { ApiError, badField } from '../http.js';
import { objectBody, requiredString } from '../input.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';
import type { VisitorState } from '../state.js';

function requireLogin(visitor: VisitorState): void {
  if (!visitor.cart.loggedIn) {
    throw new ApiError(401, {
      key: 'User not authenticated',
      message: 'The wishlist on the server needs a login.',
    });
  }
}

function addProducts({ visitor, body }: RequestContext): Answer {
  requireLogin(visitor);
  const productId = requiredString(objectBody(body), 'productId');
  try {
    visitor.wishlist = addToWishlist(visitor.wishlist, productId);
  } catch (error) {
    if (error instanceof WishlistFullError) {
      throw new ApiError(422, { key: 'COUNT_EXCEEDED', message: WISHLIST_MAX_MESSAGE });
    }
    throw error;
  }
  return ok(visitor.wishlist);
}

function removeProduct({ visitor, body }: RequestContext): Answer {
  requireLogin(visitor);
  const input = objectBody(body);
  const raw = input.productIds;
  // A single id is accepted and wrapped, as the spec describes.
  const ids = typeof raw === 'string' ? [raw] : raw;
  if (ids === undefined || ids === null) throw badField('productIds', 'required');
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    !ids.every((id): id is string => typeof id === 'string' && id !== '')
  ) {
    throw badField('productIds', 'notAListOfIds');
  }
  visitor.wishlist = removeFromWishlist(visitor.wishlist, ids);
  return ok(visitor.wishlist);
}

function readList({ visitor }: RequestContext): Answer {
  requireLogin(visitor);
  return ok(visitor.wishlist);
}

export const wishlistRoutes: Route[] = [
  { method: 'GET', pattern: '/api/wishlist', handler: readList },
  { method: 'POST', pattern: '/api/wishlist/add-products', handler: addProducts },
  { method: 'POST', pattern: '/api/wishlist/remove-product', handler: removeProduct },
];
