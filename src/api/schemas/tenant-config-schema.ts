import * as v from 'valibot';
import type { TenantConfig } from '../../domain/index.js';
import { MoneySchema } from './money-schema.js';
import { absent } from './tolerant.js';

/**
 * The tenant configuration of the start-up data (spec point 3), read like an answer: `null` means absent,
 * unknown members are dropped. Every member is optional; the cart falls back on the tenant's defaults.
 */
export const TenantConfigSchema = v.object({
  brandDisplayName: absent(v.string()),
  urls: absent(
    v.object({
      web: absent(v.object({ href: v.string(), label: v.string() })),
      redemption: absent(v.string()),
      redeemVoucher: absent(v.string()),
    }),
  ),
  notCountableSkus: absent(v.array(v.string())),
  noOfExperiences: absent(v.pipe(v.number(), v.integer(), v.minValue(0))),
  giftWrapperSize: absent(v.string()),
  boxWithGreetingCardPrice: absent(MoneySchema),
  shippingProviders: absent(v.object({ box: v.string(), letter: v.string() })),
});

// The schema and the shared TenantConfig type must agree.
export const tenantConfigSchemaMatchesType: v.InferOutput<typeof TenantConfigSchema> extends TenantConfig
  ? true
  : never = true;
