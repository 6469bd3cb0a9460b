import type { ShippingMethodId } from '../domain/index.js';
import { postCartChange } from './post-cart-change.js';

/** POST /api/cart/set-shipping-method */
export const setShippingMethod = postCartChange<{ method: ShippingMethodId }>('set-shipping-method');
