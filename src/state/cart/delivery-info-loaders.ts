// A lazy chunk: loaded when the shipping section comes near the viewport (see use-delivery-info.ts).
import { atom } from 'jotai';
import { fetchDeliveryTerms, fetchShippingCountries } from '../../api/delivery-calls.js';
import type { ShippingMethodId } from '../../domain/index.js';
import { httpClientAtom } from '../setup/api-client.js';
import { deliveryTermsAtom, shippingCountriesAtom } from './delivery-info.js';
import { reportIfUnexpected } from '../setup/error-reporting.js';

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
