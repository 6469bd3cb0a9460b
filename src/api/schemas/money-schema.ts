import * as v from 'valibot';
import { AMOUNT_LIMIT } from '../../domain/index.js';

/** A finite amount within the shop's limit: anything else makes the answer invalid. */
export const AmountSchema = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(-AMOUNT_LIMIT),
  v.maxValue(AMOUNT_LIMIT),
);

/** An amount is what a price cannot be shown without: a price without one makes the answer invalid. */
export const MoneySchema = v.object({
  amount: AmountSchema,
  currencyCode: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
});

export const GrossPriceSchema = v.object({ gross: MoneySchema });
