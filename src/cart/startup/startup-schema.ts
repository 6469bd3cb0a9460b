import * as v from 'valibot';
import { absent, openList } from '../../api/index.js';
import { CART_MODES, ITEM_LAYOUTS } from '../../domain/index.js';

/**
 * The JSON child of <shop-cart> (DESIGN.md section 1), read tolerantly: every key is optional, `null` means
 * absent, unknown keys are dropped, and an unknown mode or item layout is left for readStartup to replace.
 * The cart and the tenant configuration are checked later, each on its own.
 */
export const StartupDataSchema = v.object({
  baseUrl: absent(v.string()),
  locale: absent(v.string()),
  tenant: absent(v.string()),
  props: absent(
    v.object({
      cart: absent(v.unknown()),
      mode: absent(openList(CART_MODES)),
      customerEmailHash: absent(v.string()),
      nextStepUrl: absent(v.string()),
      newDesign: absent(v.boolean()),
      itemLayout: absent(openList(ITEM_LAYOUTS)),
      tenantConfig: absent(v.unknown()),
      payments: absent(v.record(v.string(), v.unknown())),
    }),
  ),
  errorReporting: absent(
    v.object({
      enabled: absent(v.boolean()),
      dsn: absent(v.string()),
      environment: absent(v.string()),
      release: absent(v.string()),
    }),
  ),
});

export type StartupData = v.InferOutput<typeof StartupDataSchema>;
