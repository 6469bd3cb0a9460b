import * as v from 'valibot';
import { COUNTRY_CODES, PACKAGING_TYPES, SHIPPING_METHODS, type DeliveryTerm } from '../../domain/index.js';
import { tolerantList } from './tolerant-list.js';

const DeliveryTermSchema = v.object({
  date: v.nullish(v.string()),
  text: v.string(),
  packagingType: v.picklist(PACKAGING_TYPES),
  shippingMethod: v.picklist(SHIPPING_METHODS),
});

/** GET /api/delivery-terms: one term per packaging type and shipping method. */
export const DeliveryTermsSchema = v.pipe(
  tolerantList(DeliveryTermSchema),
  v.transform((terms) => terms.map(({ date, ...rest }): DeliveryTerm => (date ? { ...rest, date } : rest))),
);

/** GET /api/cart/shipping-countries: country codes; codes this version does not know are left out. */
export const ShippingCountriesSchema = tolerantList(v.picklist(COUNTRY_CODES));
