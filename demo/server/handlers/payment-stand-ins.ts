// GET/POST /api/test/payment-providers: what the stand-ins of the payment providers' scripts do for the
// calling visitor (how each script is served, what its payment sheet does, which wallet the device has).
import { objectBody, optionalChoice, optionalObjectBody } from '../input.js';
import type { JsonObject } from '../input.js';
import {
  AMAZON_PAY_OUTCOMES,
  PAYPAL_OUTCOMES,
  SCRIPT_OUTCOMES,
  STRIPE_OUTCOMES,
  WALLETS,
} from '../payment-stand-ins.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';

const part = (input: JsonObject, name: string): JsonObject => optionalObjectBody(input[name] ?? undefined);

/** Changes what is given; everything else stays. Answers the whole setting. */
function setStandIns({ visitor, body }: RequestContext): Answer {
  const input = objectBody(body);
  const stripe = part(input, 'stripe');
  const paypal = part(input, 'paypal');
  const amazonPay = part(input, 'amazonPay');
  // Read everything before changing anything: a bad field changes nothing.
  const next = {
    stripe: {
      script: optionalChoice(stripe, 'script', SCRIPT_OUTCOMES) ?? visitor.paymentStandIns.stripe.script,
      outcome: optionalChoice(stripe, 'outcome', STRIPE_OUTCOMES) ?? visitor.paymentStandIns.stripe.outcome,
      wallet: optionalChoice(stripe, 'wallet', WALLETS) ?? visitor.paymentStandIns.stripe.wallet,
    },
    paypal: {
      script: optionalChoice(paypal, 'script', SCRIPT_OUTCOMES) ?? visitor.paymentStandIns.paypal.script,
      outcome: optionalChoice(paypal, 'outcome', PAYPAL_OUTCOMES) ?? visitor.paymentStandIns.paypal.outcome,
    },
    amazonPay: {
      script:
        optionalChoice(amazonPay, 'script', SCRIPT_OUTCOMES) ?? visitor.paymentStandIns.amazonPay.script,
      outcome:
        optionalChoice(amazonPay, 'outcome', AMAZON_PAY_OUTCOMES) ??
        visitor.paymentStandIns.amazonPay.outcome,
    },
  };
  visitor.paymentStandIns = next;
  return ok(next);
}

export const paymentStandInRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/test/payment-providers',
    handler: ({ visitor }) => ok(visitor.paymentStandIns),
  },
  { method: 'POST', pattern: '/api/test/payment-providers', handler: setStandIns },
];
