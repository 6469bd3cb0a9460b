import { atom } from 'jotai';
import { fetchDeliveryTerms, fetchShippingCountries } from '../api/index.js';
import type { DeliveryTerm, ShippingMethodId } from '../domain/index.js';
import { httpClientAtom } from './api-client.js';
import { reportIfUnexpected } from './error-reporting.js';

/** Delivery terms (GET /api/delivery-terms): the same for every cart, loaded once per element. */
export const deliveryTermsAtom = atom<readonly DeliveryTerm[] | null>(null);

/**
 * Loads the delivery terms unless they are there. A failure leaves them absent: the shipping section then
 * shows its methods without a term, and the next look at it tries again.
 */
export const loadDeliveryTermsAtom = atom(null, async (get, set, signal: AbortSignal): Promise<void> => {
  if (get(deliveryTermsAtom)) return;
  try {
    set(deliveryTermsAtom, await fetchDeliveryTerms(get(httpClientAtom), signal));
  } catch (error) {
    if (!signal.aborted) reportIfUnexpected(get, error, 'GET /api/delivery-terms');
  }
});

/** Where the cart's shipping method delivers, as the server says (GET /api/cart/shipping-countries). */
export const shippingCountriesAtom = atom<{ method: ShippingMethodId; countries: readonly string[] } | null>(
  null,
);

/**
 * Loads the countries of the cart's shipping method, again whenever the method changed. An answer for a
 * method the cart no longer has is never kept; a failure keeps the domain's rule on screen.
 */
export const loadShippingCountriesAtom = atom(
  null,
  async (get, set, method: ShippingMethodId, signal: AbortSignal): Promise<void> => {
    if (get(shippingCountriesAtom)?.method === method) return;
    try {
      const countries = await fetchShippingCountries(get(httpClientAtom), signal);
      if (!signal.aborted) set(shippingCountriesAtom, { method, countries });
    } catch (error) {
      if (!signal.aborted) reportIfUnexpected(get, error, 'GET /api/cart/shipping-countries');
    }
  },
);
