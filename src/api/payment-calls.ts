// The calls of the express payments (spec point 7): availability, the providers' server side, the order
// steps and the flow events.
import * as v from 'valibot';
import type { PersonalInformation } from '../domain/index.js';
import type { AvailabilityQuery, PaymentType } from '../domain/payments/index.js';
import { requestJson, type HttpClient } from './http-client.js';
import {
  AmazonPaySessionSchema,
  AmazonMerchantSchema,
  AvailabilitySchema,
  PaymentSessionSchema,
  PaypalOrderSchema,
  type AmazonMerchant,
  type AmazonPaySession,
  type PaymentSession,
} from './schemas/payment-schemas.js';

/** GET /api/payment-methods/{type}/availability?totalAmount=…&shippingMethod=… */
export async function fetchPaymentAvailability(
  client: HttpClient,
  type: PaymentType,
  query: AvailabilityQuery,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await requestJson(
    client,
    `/api/payment-methods/${encodeURIComponent(type)}/availability`,
    AvailabilitySchema,
    { query: { ...query }, signal },
  );
  return answer.available;
}

/** GET /api/payment-methods/amazon-pay/merchant-account-properties: sandbox flag and merchant id. */
export function fetchAmazonMerchant(client: HttpClient, signal?: AbortSignal): Promise<AmazonMerchant> {
  return requestJson(
    client,
    '/api/payment-methods/amazon-pay/merchant-account-properties',
    AmazonMerchantSchema,
    {
      signal,
    },
  );
}

/** POST /api/payment-methods/amazon-pay/prepare-payment-session: the signed checkout session payload. */
export function prepareAmazonPaySession(
  client: HttpClient,
  payload: { amount: number; currency: string },
): Promise<AmazonPaySession> {
  return requestJson(
    client,
    '/api/payment-methods/amazon-pay/prepare-payment-session',
    AmazonPaySessionSchema,
    {
      method: 'POST',
      body: payload,
    },
  );
}

/** GET /api/payment-methods/paypal/order/{id}: the payer's e-mail and billing address. */
export function fetchPaypalOrder(client: HttpClient, orderId: string): Promise<PersonalInformation> {
  return requestJson(
    client,
    `/api/payment-methods/paypal/order/${encodeURIComponent(orderId)}`,
    PaypalOrderSchema,
  );
}

/** POST /api/cart/create-payment-session: the order id and the provider's id or secret. */
export function createPaymentSession(
  client: HttpClient,
  payload: { paymentType: PaymentType },
): Promise<PaymentSession> {
  return requestJson(client, '/api/cart/create-payment-session', PaymentSessionSchema, {
    method: 'POST',
    body: payload,
  });
}

/** POST /api/cart/validate-personal-information: fails with 606 (and `fields`) when something is missing. */
export async function validatePersonalInformation(
  client: HttpClient,
  info: PersonalInformation,
): Promise<void> {
  await requestJson(client, '/api/cart/validate-personal-information', v.unknown(), {
    method: 'POST',
    body: info,
  });
}

export type ExpressFlowEvent = 'started' | 'finished';

/**
 * POST /api/event/checkout-express-payment-flow-{started|finished}. Sent with `keepalive`, so a finish
 * right before the page leaves still arrives.
 */
export async function postExpressFlowEvent(
  client: HttpClient,
  event: ExpressFlowEvent,
  payload: { cartId: string; paymentType: PaymentType },
): Promise<void> {
  await requestJson(client, `/api/event/checkout-express-payment-flow-${event}`, v.unknown(), {
    method: 'POST',
    body: payload,
    keepalive: true,
  });
}
