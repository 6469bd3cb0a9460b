// Payment-method availability and the Amazon-style and PayPal-style provider calls.
import { isShippingMethod, tenantShortBrand, toMinorUnits } from '../../../src/domain/index.js';
import { UNKNOWN_PAYPAL_ORDER } from '../demo-codes.js';
import { codedError } from '../error-codes.js';
import { calculateCart } from '../calculate.js';
import { ApiError, badField, notFound } from '../http.js';
import { objectBody, optionalString } from '../input.js';
import { readPaymentType } from '../payment-types.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';
import { currencyOf } from '../tenants.js';

/** Invoice payment is offered up to this order total (minor units). */
export const INVOICE_MAX_CENTS = 100000;

function availability({ visitor, params, query }: RequestContext): Answer {
  const type = readPaymentType(params.type);
  if (!type) throw codedError(800, { message: `Unknown payment type "${params.type ?? ''}".` });
  const totalText = query.get('totalAmount');
  const total = totalText === null || totalText.trim() === '' ? NaN : Number(totalText);
  if (!Number.isFinite(total) || total < 0) throw badField('totalAmount', 'notANumber');
  const method = query.get('shippingMethod');
  if (method !== null && !isShippingMethod(method)) throw badField('shippingMethod', 'unknownValue');
  const shipping = method;
  const tenant = visitor.cart.tenant;
  let available = true;
  if (type === 'invoice') available = toMinorUnits(total) <= INVOICE_MAX_CENTS;
  if (type === 'amazonPay' || type === 'amazonPayExpress') available = tenant !== 'MD_CH';
  if (type === 'sofort') available = shipping !== 'express' && shipping !== 'box_express';
  return ok({ paymentType: type, available });
}

function merchantProperties({ visitor }: RequestContext): Answer {
  return ok({ isSandbox: true, merchantId: `A${tenantShortBrand(visitor.cart.tenant)}DEMO0MERCHANT` });
}

function prepareSession({ visitor, body }: RequestContext): Answer {
  const input = objectBody(body);
  const amount = input.amount;
  if (amount === undefined || amount === null) throw badField('amount', 'required');
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    throw badField('amount', 'notAPositiveNumber');
  const currencyCode = optionalString(input, 'currency') ?? currencyOf(visitor.cart.tenant);
  // The session is signed for the amount the shopper is charged: only the cart's current total.
  const total = calculateCart(visitor.cart).total.gross;
  if (toMinorUnits(amount) !== toMinorUnits(total.amount) || currencyCode !== total.currencyCode) {
    throw new ApiError(409, {
      key: 'AMOUNT_MISMATCH',
      message: `The amount ${amount} ${currencyCode} is not the cart's total ${total.amount} ${total.currencyCode}.`,
      fields: { amount: 'notTheTotal' },
    });
  }
  const sessionId = `amzn-demo-${visitor.orderCount + 1}-${Date.now().toString(36)}`;
  const payload = {
    webCheckoutDetails: {
      // Amazon Pay brings the shopper back here after the approval, with its checkout session id.
      checkoutReviewReturnUrl: `/checkout/?amazonCheckoutSessionId=${sessionId}`,
    },
    storeId: 'amzn1.application-oa2-client.demo',
    paymentDetails: { paymentIntent: 'Authorize', chargeAmount: { amount: amount.toFixed(2), currencyCode } },
    scopes: ['name', 'email', 'billingAddress'],
  };
  return ok({
    payloadJSON: JSON.stringify(payload),
    signature: 'demo-signature',
    publicKeyId: 'DEMO-PUBLIC-KEY',
    amount: { amount, currencyCode },
  });
}

function paypalOrder({ params }: RequestContext): Answer {
  const id = params.id ?? '';
  if (!/^[\w-]{4,64}$/.test(id)) throw badField('id', 'invalid');
  if (id === UNKNOWN_PAYPAL_ORDER) throw notFound(`No PayPal order "${id}".`);
  return ok({
    email: 'erika.mustermann@example.com',
    // Not among what spec point 7 names, but PayPal has the payer's phone: the validation wants one.
    phoneNumber: '+49 221 1234567',
    billingAddress: {
      formOfAddress: 'female',
      firstName: 'Erika',
      lastName: 'Mustermann',
      streetName: 'Heidestraße',
      streetNumber: '17',
      zipCode: '51147',
      city: 'Köln',
      countryCode: 'DE',
    },
  });
}

export const paymentRoutes: Route[] = [
  // Listed before the {type} route, so that the fixed path wins.
  {
    method: 'GET',
    pattern: '/api/payment-methods/amazon-pay/merchant-account-properties',
    handler: merchantProperties,
  },
  {
    method: 'POST',
    pattern: '/api/payment-methods/amazon-pay/prepare-payment-session',
    handler: prepareSession,
  },
  { method: 'GET', pattern: '/api/payment-methods/paypal/order/{id}', handler: paypalOrder },
  { method: 'GET', pattern: '/api/payment-methods/{type}/availability', handler: availability },
];
