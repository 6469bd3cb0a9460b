import * as v from 'valibot';
import { CART_CHANGE_TYPES } from '../../domain/index.js';
import { MoneySchema } from './money-schema.js';
import { absent, absentAs, openList } from './tolerant.js';

const ChangedProductSchema = v.object({ productId: v.string(), title: v.string() });
const PriceChangedSchema = v.object({ ...ChangedProductSchema.entries, differenceAmount: MoneySchema });

/** What changed since the last visit; a kind this version does not know shows the generic notice. */
export const ChangesetSchema = v.object({
  type: openList(CART_CHANGE_TYPES),
  message: absent(v.string()),
  changes: absentAs(
    v.object({
      removedItems: absent(v.array(ChangedProductSchema)),
      priceIncreasedItems: absent(v.array(PriceChangedSchema)),
      priceDecreasedItems: absent(v.array(PriceChangedSchema)),
      removedShippingMethods: absent(v.array(ChangedProductSchema)),
      outdatedAppointments: absent(
        v.array(
          v.object({ ...ChangedProductSchema.entries, appointment: v.string(), appointmentId: v.string() }),
        ),
      ),
    }),
    () => ({}),
  ),
});
