// `props.payments` of the start-up data, read in the payments chunk: each provider's entry on its own, so
// one that does not fit leaves the others offered.
import * as v from 'valibot';
import { describeIssues, readTolerantly } from '../../api/index.js';
import {
  isFollowableUrl,
  tenantCountry,
  type AmazonPayConfig,
  type PaypalConfig,
  type StripeConfig,
  type Tenant,
} from '../../domain/index.js';
import { type ExpressProvider } from '../../domain/payments/index.js';

/** Stripe.js of the version @stripe/stripe-js expects ('endive'). */
export const STRIPE_SCRIPT_URL = 'https://js.stripe.com/endive/stripe.js';
/** Amazon Pay's checkout.js for the EU marketplaces (DE, AT). */
export const AMAZON_PAY_SCRIPT_URL = 'https://static-eu.payments-amazon.com/checkout.js';

const key = v.pipe(v.string(), v.trim(), v.minLength(1));
const url = v.pipe(v.string(), v.check(isFollowableUrl, 'not a relative or http(s) URL'));

const StripeSchema = readTolerantly(
  v.object({
    publishableKey: key,
    scriptUrl: v.optional(url),
    country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  }),
);

const PaypalSchema = readTolerantly(
  v.object({
    clientId: key,
    environment: v.optional(v.picklist(['sandbox', 'production'])),
    sdkBaseUrl: v.optional(url),
  }),
);

const AmazonPaySchema = readTolerantly(
  v.object({
    publicKeyId: key,
    scriptUrl: v.optional(url),
    ledgerCurrency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
    productType: v.optional(v.picklist(['PayAndShip', 'PayOnly'])),
    buttonColor: v.optional(v.picklist(['Gold', 'LightGray', 'DarkGray'])),
  }),
);

export type ResolvedStripe = StripeConfig & { scriptUrl: string; country: string };
export type ResolvedAmazonPay = AmazonPayConfig & { scriptUrl: string };

/** What the express area offers and where a finished flow goes. */
export interface ExpressSetup {
  nextUrl: string;
  returnUrl: string;
  stripe: ResolvedStripe | null;
  paypal: PaypalConfig | null;
  amazonPay: ResolvedAmazonPay | null;
  /** Entries that did not fit, to be logged once. */
  warnings: string[];
}

/**
 * The providers to offer: an entry that is missing is not offered; one that does not fit is not offered
 * and gives a warning. Script URLs default to the providers' own.
 */
export function readPaymentsConfig(
  raw: Readonly<Record<string, unknown>> | null,
  context: { tenant: Tenant; nextStepUrl: string },
): ExpressSetup {
  const warnings: string[] = [];
  const entry = <TSchema extends v.GenericSchema>(
    name: ExpressProvider | 'nextUrl' | 'returnUrl',
    schema: TSchema,
  ) => {
    const value = raw?.[name];
    if (value === undefined || value === null) return null;
    const parsed = v.safeParse(schema, value);
    if (parsed.success) return parsed.output as v.InferOutput<TSchema>;
    const instead = name.endsWith('Url') ? 'ignored' : 'not offered';
    warnings.push(
      `shop-cart: payments.${name} in the start-up data is invalid and is ${instead}: ${describeIssues(parsed.issues)}`,
    );
    return null;
  };
  const stripe = entry('stripe', StripeSchema);
  const amazonPay = entry('amazonPay', AmazonPaySchema);
  const nextUrl = entry('nextUrl', url) ?? context.nextStepUrl;
  return {
    nextUrl,
    returnUrl: entry('returnUrl', url) ?? nextUrl,
    stripe: stripe && {
      ...stripe,
      scriptUrl: stripe.scriptUrl ?? STRIPE_SCRIPT_URL,
      country: stripe.country ?? tenantCountry(context.tenant),
    },
    paypal: entry('paypal', PaypalSchema),
    amazonPay: amazonPay && { ...amazonPay, scriptUrl: amazonPay.scriptUrl ?? AMAZON_PAY_SCRIPT_URL },
    warnings,
  };
}
