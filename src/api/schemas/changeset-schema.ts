import * as v from 'valibot';
import { CART_CHANGE_TYPES } from '../../domain/index.js';
import { MoneySchema } from './money-schema.js';
import { openList } from './tolerant.js';

const ChangedProductSchema = v.object({ productId: v.string(), title: v.string() });
const PriceChangedSchema = v.object({ ...ChangedProductSchema.entries, differenceAmount: MoneySchema });

/** What changed since the last visit; a kind this version does not know shows the generic notice. */
export const ChangesetSchema = v.object({
  type: openList(CART_CHANGE_TYPES),
  message: v.optional(v.string()),
  changes: v.optional(
    v.object({
      removedItems: v.optional(v.array(ChangedProductSchema)),
      priceIncreasedItems: v.optional(v.array(PriceChangedSchema)),
      priceDecreasedItems: v.optional(v.array(PriceChangedSchema)),
      removedShippingMethods: v.optional(v.array(ChangedProductSchema)),
      outdatedAppointments: v.optional(
        v.array(
          v.object({ ...ChangedProductSchema.entries, appointment: v.string(), appointmentId: v.string() }),
        ),
      ),
    }),
    () => ({}),
  ),
});
