import * as v from 'valibot';
import type { TenantConfig } from '../../domain/index.js';
import { MoneySchema } from './money-schema.js';
import { readTolerantly } from './tolerant.js';

/**
 * The tenant configuration of the start-up data (spec point 3), read like an answer: `null` means absent,
 * unknown members are dropped. Every member is optional; the cart falls back on the tenant's defaults.
 */
export const TenantConfigSchema = readTolerantly(
  v.object({
    brandDisplayName: v.optional(v.string()),
    urls: v.optional(
      v.object({
        web: v.optional(v.object({ href: v.string(), label: v.string() })),
        redemption: v.optional(v.string()),
        redeemVoucher: v.optional(v.string()),
      }),
    ),
    notCountableSkus: v.optional(v.array(v.string())),
    noOfExperiences: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    giftWrapperSize: v.optional(v.string()),
    boxWithGreetingCardPrice: v.optional(MoneySchema),
    shippingProviders: v.optional(v.object({ box: v.string(), letter: v.string() })),
  }),
);

// The schema and the shared TenantConfig type must agree.
const _tenantConfigSchemaMatchesType: v.InferOutput<typeof TenantConfigSchema> extends TenantConfig
  ? true
  : never = true;
