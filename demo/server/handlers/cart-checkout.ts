// Shipping method, loyalty number, shipping countries and delivery terms.
import {
  COUNTRY_CODES,
  EXPRESS_DELIVERY_DAYS,
  PACKAGING_TYPES,
  SHIPPING_METHODS,
  loyaltyAvailable,
  shippingAllowed,
  shippingKind,
  tenantCountry,
  validateLoyaltyNumber,
} from '../../../src/domain/index.js';
import type { DeliveryTerm } from '../../../src/domain/index.js';
import { cartAnswer, commitCart } from '../cart-answer.js';
import { codedError } from '../error-codes.js';
import { ApiError, badField } from '../http.js';
import { objectBody, requiredChoice } from '../input.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';
import { availableShippingMethods, effectiveShippingMethod } from '../shipping.js';

function setShippingMethod({ visitor, body }: RequestContext): Answer {
  const method = requiredChoice(objectBody(body), 'method', SHIPPING_METHODS);
  const state = visitor.cart;
  if (!availableShippingMethods(state).includes(method)) {
    if (shippingKind(method) === 'Express' && tenantCountry(state.tenant) !== 'DE') throw codedError(100);
    throw new ApiError(422, {
      key: 'SHIPPING_METHOD_NOT_AVAILABLE',
      message: `Shipping method ${method} is not available for this cart.`,
      fields: { method: 'notAvailable' },
    });
  }
  if (effectiveShippingMethod(state) === method) return cartAnswer(state);
  state.shippingMethod = method;
  return commitCart(state);
}

function setPaybackNumber({ visitor, body }: RequestContext): Answer {
  const input = objectBody(body);
  const state = visitor.cart;
  if (!loyaltyAvailable(state.tenant)) {
    throw new ApiError(422, {
      key: 'LOYALTY_NOT_AVAILABLE',
      message: 'The loyalty programme is for German tenants only.',
    });
  }
  const raw = input.paybackNumber;
  if (raw === null || raw === '') {
    // An empty number removes it (the shopper changes the account).
    delete state.paybackNumber;
    return commitCart(state);
  }
  if (raw === undefined) throw badField('paybackNumber', 'required');
  if (typeof raw !== 'string') throw badField('paybackNumber', 'notAString');
  const number = raw.trim();
  const problem = validateLoyaltyNumber(number);
  if (problem) {
    throw new ApiError(400, {
      key: problem,
      message: `Invalid loyalty number (${problem}).`,
      fields: { paybackNumber: problem },
    });
  }
  state.paybackNumber = number;
  return commitCart(state);
}

function shippingCountries({ visitor }: RequestContext): Answer {
  const state = visitor.cart;
  const method = effectiveShippingMethod(state) ?? 'online';
  return ok(COUNTRY_CODES.filter((country) => shippingAllowed(method, country, state.tenant)));
}

/** Working days from today (Saturday and Sunday skipped), as an ISO date. */
function deliveryDate(days: number, from = new Date()): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

const TERM_DAYS: Record<'letter' | 'parcel', Record<'Standard' | 'Express', number>> = {
  letter: { Standard: 3, Express: EXPRESS_DELIVERY_DAYS },
  parcel: { Standard: 4, Express: EXPRESS_DELIVERY_DAYS },
};

function deliveryTerms({ visitor }: RequestContext): Answer {
  const from = visitor.today === undefined ? new Date() : new Date(`${visitor.today}T00:00:00Z`);
  const terms: DeliveryTerm[] = [];
  for (const packagingType of PACKAGING_TYPES) {
    for (const shippingMethod of SHIPPING_METHODS) {
      const kind = shippingKind(shippingMethod);
      if (packagingType === 'Pdf' || kind === 'PDF') {
        terms.push({ text: 'sofort', packagingType, shippingMethod });
        continue;
      }
      const days = TERM_DAYS[packagingType === 'Envelope' ? 'letter' : 'parcel'][kind];
      const text =
        kind === 'Express' ? 'Lieferung am nächsten Werktag' : `Lieferung in ${days - 1}-${days} Werktagen`;
      terms.push({ date: deliveryDate(days, from), text, packagingType, shippingMethod });
    }
  }
  return ok(terms);
}

export const cartCheckoutRoutes: Route[] = [
  { method: 'POST', pattern: '/api/cart/set-shipping-method', handler: setShippingMethod },
  { method: 'POST', pattern: '/api/cart/set-payback-number', handler: setPaybackNumber },
  { method: 'GET', pattern: '/api/cart/shipping-countries', handler: shippingCountries },
  { method: 'GET', pattern: '/api/delivery-terms', handler: deliveryTerms },
];
