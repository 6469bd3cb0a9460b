import * as v from 'valibot';
import { openList, readTolerantly } from '../../../api/index.js';
import { CART_MODES, ITEM_LAYOUTS } from '../../../domain/index.js';

/** How deep the start-up data's own members go: props and errorReporting hold the second level. */
const STARTUP_ENVELOPE_DEPTH = 2;

/**
 * The JSON child of <shop-cart> (DESIGN.md section 1), read tolerantly: every key is optional, `null` means
 * absent, unknown keys are dropped, and an unknown mode or item layout is left for readStartup to replace.
 * The cart, the tenant configuration, the tracking and the payments are checked later, each on its own
 * and as tolerantly: their `null` members are theirs to read, so a long cart is walked once, not twice.
 */
export const StartupDataSchema = readTolerantly(
  v.object({
    baseUrl: v.optional(v.string()),
    locale: v.optional(v.string()),
    tenant: v.optional(v.string()),
    /** The CSP nonce for the styles the element creates (a `nonce` attribute on the element wins). */
    nonce: v.optional(v.string()),
    props: v.optional(
      v.object({
        cart: v.optional(v.unknown()),
        mode: v.optional(openList(CART_MODES)),
        customerEmailHash: v.optional(v.string()),
        nextStepUrl: v.optional(v.string()),
        newDesign: v.optional(v.boolean()),
        itemLayout: v.optional(openList(ITEM_LAYOUTS)),
        tenantConfig: v.optional(v.unknown()),
        // Read in the payments chunk, each provider's entry on its own (a bad value hides only that provider).
        payments: v.optional(v.unknown()),
        tracking: v.optional(v.unknown()),
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
  }),
  // The envelope and the members of props and errorReporting; not inside props.cart and the others.
  STARTUP_ENVELOPE_DEPTH,
);

const text = v.string();

/**
 * `props.tracking`, checked on its own like the cart and the tenant configuration: one that does not fit
 * is ignored with a warning (the data layer works without it). Search insights need appId and apiKey
 * (empty ones send nothing); a region other than 'de' or 'us' is left out.
 */
export const TrackingConfigSchema = readTolerantly(
  v.object({
    searchInsights: v.optional(
      v.object({
        appId: text,
        apiKey: text,
        userToken: v.optional(text),
        region: v.optional(text),
        host: v.optional(text),
      }),
    ),
    recommendations: v.optional(v.object({ globalName: text })),
  }),
);
