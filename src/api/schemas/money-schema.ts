import * as v from 'valibot';

/** An amount is what a price cannot be shown without: a price without one makes the answer invalid. */
export const MoneySchema = v.object({
  amount: v.pipe(v.number(), v.finite()),
  currencyCode: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
});

export const GrossPriceSchema = v.object({ gross: MoneySchema });
