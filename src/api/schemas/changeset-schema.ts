import * as v from 'valibot';
import { MoneySchema } from './money-schema.js';

const ChangedProductSchema = v.object({ productId: v.string(), title: v.string() });
const PriceChangedSchema = v.object({ ...ChangedProductSchema.entries, differenceAmount: MoneySchema });

export const ChangesetSchema = v.object({
  type: v.picklist([
    'ProductRemoved',
    'PriceDecreased',
    'PriceIncreased',
    'ShippingMethodRemoved',
    'OutdatedAppointment',
    'MultipleChanges',
  ]),
  message: v.optional(v.string()),
  changes: v.object({
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
});
