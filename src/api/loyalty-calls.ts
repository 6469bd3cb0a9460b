import { postCartChange } from './post-cart-change.js';

/** POST /api/cart/set-payback-number: the loyalty-programme customer number (German tenants only). */
export const setPaybackNumber = postCartChange<{ paybackNumber: string }>('set-payback-number');
