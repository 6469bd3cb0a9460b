// The answers of the payment calls, read tolerantly: `null` means absent, unknown members are dropped.
import * as v from 'valibot';
import { COUNTRY_CODES, type CountryCode, type PersonalInformation } from '../../domain/index.js';
import { readTolerantly } from './tolerant.js';

/** `{ available }`; an answer without it is not one the button can trust (the type is not offered). */
export const AvailabilitySchema = readTolerantly(v.object({ available: v.boolean() }));

/** The Amazon Pay merchant: without an id the button cannot be rendered. */
export const AmazonMerchantSchema = readTolerantly(
  v.object({ isSandbox: v.optional(v.boolean(), false), merchantId: v.pipe(v.string(), v.minLength(1)) }),
);
export type AmazonMerchant = v.InferOutput<typeof AmazonMerchantSchema>;

/** The signed checkout session configuration for Amazon Pay's button. */
export const AmazonPaySessionSchema = readTolerantly(
  v.object({
    payloadJSON: v.pipe(v.string(), v.minLength(1)),
    signature: v.pipe(v.string(), v.minLength(1)),
    publicKeyId: v.optional(v.string()),
  }),
);
export type AmazonPaySession = v.InferOutput<typeof AmazonPaySessionSchema>;

/** What create-payment-session answers: always the order id; the PayPal order id or the card secret. */
export const PaymentSessionSchema = readTolerantly(
  v.object({
    orderId: v.pipe(v.string(), v.minLength(1)),
    paypalOrderId: v.optional(v.string()),
    stripeClientSecret: v.optional(v.string()),
  }),
);
export type PaymentSession = v.InferOutput<typeof PaymentSessionSchema>;

const text = v.optional(v.string());
// A country outside the shop's list, or a form of address this version does not know, is left out: the
// server's validation then names what is missing.
const country = v.fallback(
  v.optional(v.custom<CountryCode>((code) => (COUNTRY_CODES as readonly unknown[]).includes(code))),
  undefined,
);
const formOfAddress = v.fallback(
  v.optional(v.picklist(['', 'male', 'female', 'other', 'company'])),
  undefined,
);

const AddressSchema = v.object({
  formOfAddress,
  firstName: text,
  lastName: text,
  streetName: text,
  streetNumber: text,
  zipCode: text,
  city: text,
  countryCode: country,
  additionalInformation: text,
});

/** The PayPal order's payer: e-mail and billing address (the server validates them next). */
export const PaypalOrderSchema = readTolerantly(
  v.object({
    email: text,
    phoneNumber: text,
    billingAddress: v.optional(AddressSchema),
    shippingAddress: v.optional(AddressSchema),
  }),
);

// The schema and the shared type must agree.
const _paypalOrderSchemaMatchesType: v.InferOutput<typeof PaypalOrderSchema> extends PersonalInformation
  ? true
  : never = true;
