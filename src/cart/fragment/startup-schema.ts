import * as v from 'valibot';

/** The JSON child of <shop-cart> (DESIGN.md section 1); every key is optional, the cart is checked later. */
export const StartupDataSchema = v.object({
  baseUrl: v.optional(v.string()),
  locale: v.optional(v.string()),
  tenant: v.optional(v.string()),
  /** The CSP nonce for the styles the element creates (a `nonce` attribute on the element wins). */
  nonce: v.optional(v.string()),
  props: v.optional(
    v.object({
      cart: v.optional(v.unknown()),
      mode: v.optional(v.picklist(['shopping', 'redemption'])),
      customerEmailHash: v.optional(v.nullable(v.string())),
      nextStepUrl: v.optional(v.string()),
      newDesign: v.optional(v.boolean()),
      itemLayout: v.optional(v.picklist(['current', 'next'])),
      tenantConfig: v.optional(v.unknown()),
      payments: v.optional(v.record(v.string(), v.unknown())),
    }),
  ),
  errorReporting: v.optional(
    v.object({
      enabled: v.optional(v.boolean()),
      dsn: v.optional(v.string()),
      environment: v.optional(v.string()),
      release: v.optional(v.string()),
    }),
  ),
});

export type StartupData = v.InferOutput<typeof StartupDataSchema>;
