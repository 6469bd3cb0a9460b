import * as v from 'valibot';
import { type Order } from '../../domain/index.js';
import { PAYMENT_TYPES } from '../../domain/payments/index.js';
import { CartItemSchema, optionalList } from './cart-schema.js';
import { GrossPriceSchema, MoneySchema } from './money-schema.js';
import { openList, readTolerantly } from './tolerant.js';

const OrderObjectSchema = v.object({
  orderId: v.pipe(v.string(), v.nonEmpty()),
  email: v.optional(v.string()),
  items: v.array(CartItemSchema),
  total: GrossPriceSchema,
  shipping: v.optional(
    v.object({
      id: v.string(),
      price: v.object({ gross: v.object({ amount: v.pipe(v.number(), v.finite()) }) }),
    }),
  ),
  discount: v.optional(
    v.object({
      coupon: v.optional(v.object({ campaignName: v.optional(v.string()), code: v.string() })),
      campaign: v.optional(v.string()),
    }),
  ),
  discountTotal: v.optional(MoneySchema),
  paymentVouchers: optionalList(
    v.object({
      type: v.picklist(['value_voucher', 'experience']),
      deductedAtPurchase: v.object({
        amount: v.pipe(v.number(), v.finite()),
        currencyCode: v.optional(v.string()),
      }),
    }),
  ),
  payment: v.optional(
    v.object({ paymentType: openList(PAYMENT_TYPES), isExpressPayment: v.optional(v.boolean(), false) }),
  ),
});

/**
 * An Order (spec point 3) as a host's confirmation page hands it to trackPurchase, read tolerantly like
 * every answer: `null` members are absent, unknown members dropped, an unknown payment type kept. It needs
 * its id, items (each as in the cart) and gross total.
 */
export const OrderSchema = readTolerantly(OrderObjectSchema);

// The schema and the shared Order type must agree.
const _orderSchemaMatchesType: v.InferOutput<typeof OrderSchema> extends Order ? true : never = true;
