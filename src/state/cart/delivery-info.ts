import { atom } from 'jotai';
import type { DeliveryTerm, ShippingMethodId } from '../../domain/index.js';

/** Delivery terms (GET /api/delivery-terms): the same for every cart, loaded once per element. */
export const deliveryTermsAtom = atom<readonly DeliveryTerm[] | null>(null);

/** Where the cart's shipping method delivers, as the server says (GET /api/cart/shipping-countries). */
export const shippingCountriesAtom = atom<{ method: ShippingMethodId; countries: readonly string[] } | null>(
  null,
);
