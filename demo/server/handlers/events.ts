// The event endpoints (recorded for GET /api/test/events) and the collector of error reports
// (Sentry envelopes, for GET /api/test/error-reports).
import { badField } from '../http.js';
import { objectBody, requiredString } from '../input.js';
import { readPaymentType } from '../payment-types.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';

const MAX_RECORDED = 200;

/** Event names, and whether the event carries a payment type. */
export const EVENT_NAMES: Readonly<Record<string, boolean>> = {
  'checkout-express-payment-flow-started': true,
  'checkout-express-payment-flow-finished': true,
  'checkout-proceeded-to-p2': false,
  'gift-wrap-selection-opened': false,
  'service-info-opened': false,
};

function recordEvent({ visitor, path, body }: RequestContext, name: string): Answer {
  const input = objectBody(body);
  requiredString(input, 'cartId');
  if (EVENT_NAMES[name]) {
    requiredString(input, 'paymentType');
    if (!readPaymentType(input.paymentType)) throw badField('paymentType', 'unknownValue');
  }
  visitor.events.push({ path, body: input, at: new Date().toISOString() });
  if (visitor.events.length > MAX_RECORDED) visitor.events.shift();
  return ok({ recorded: true });
}

/** An envelope: newline-separated JSON (header, then item header and payload pairs). */
function parseEnvelope(text: string): unknown[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return line;
      }
    });
}

function collectErrorReport({ visitor, path, rawBody }: RequestContext): Answer {
  if (rawBody.trim() === '') throw badField('body', 'required', 'An envelope body is required.');
  visitor.errorReports.push({ path, envelope: parseEnvelope(rawBody), at: new Date().toISOString() });
  if (visitor.errorReports.length > MAX_RECORDED) visitor.errorReports.shift();
  return ok({});
}

export const eventRoutes: Route[] = [
  ...Object.keys(EVENT_NAMES).map((name): Route => ({
    method: 'POST',
    pattern: `/api/event/${name}`,
    handler: (ctx) => recordEvent(ctx, name),
  })),
  // A DSN like http://key@HOST/1 makes the Sentry client post to /api/1/envelope/.
  { method: 'POST', pattern: '/api/{projectId}/envelope', handler: collectErrorReport, rawBody: true },
  // A tunnel option pointing at the demo origin posts here.
  { method: 'POST', pattern: '/api/error-reports', handler: collectErrorReport, rawBody: true },
];
