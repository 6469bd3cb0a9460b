import * as v from 'valibot';
import { PACKAGING_TYPES, PAYMENT_TYPES, SHIPPING_METHODS, type Cart } from '../../domain/index.js';
import { ChangesetSchema } from './changeset-schema.js';
import { isReadableDate } from './describe-issues.js';
import { GrossPriceSchema, MoneySchema } from './money-schema.js';
import { ProductSchema } from './product-schema.js';
import { absent, absentAs, absentList, openList } from './tolerant.js';

const PackagingOptionSchema = v.object({
  price: GrossPriceSchema,
  title: v.string(),
  type: openList(PACKAGING_TYPES),
  hasMultipleVariants: absentAs(v.boolean(), () => false),
});

const SelectedPackagingSchema = v.object({
  ...PackagingOptionSchema.entries,
  variantId: absent(v.string()),
  variantTitle: absent(v.string()),
  image: absent(v.string()),
  thumbnail: absent(v.string()),
});

/** An item needs its id, quantity, price (total) and product; everything else may be absent or null. */
const CartItemSchema = v.object({
  id: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: GrossPriceSchema,
  product: ProductSchema,
  experienceId: absent(v.string()),
  discount: absent(
    v.object({ coupon: absent(v.object({ code: v.string() })), campaign: absent(v.string()) }),
  ),
  appointment: absent(
    v.object({
      appointmentId: absent(v.string()),
      locationId: absent(v.string()),
      reservationId: absent(v.string()),
      date: v.pipe(v.string(), v.check(isReadableDate, 'not a date')),
      location: absent(v.string()),
    }),
  ),
  availablePackagingOptions: absentList(PackagingOptionSchema),
  selectedPackaging: absent(SelectedPackagingSchema),
});

/**
 * The cart as every cart call answers it, read tolerantly (DESIGN.md section 1). Only what the page cannot
 * render without makes an answer invalid (a failed call): the cart's id, version, items and total, and
 * each item's id, quantity, price and product.
 */
export const CartSchema = v.object({
  cartId: v.string(),
  cartVersion: v.pipe(v.number(), v.integer()),
  items: v.array(CartItemSchema),
  total: GrossPriceSchema,
  packagingTotal: absent(GrossPriceSchema),
  shipping: absent(v.object({ method: openList(SHIPPING_METHODS), price: GrossPriceSchema })),
  availableShippingMethods: absentList(v.object({ method: openList(SHIPPING_METHODS) })),
  totalDiscount: absent(MoneySchema),
  coupon: absent(v.object({ code: v.string() })),
  discount: absent(v.object({ campaign: absent(v.string()) })),
  vouchers: absentList(
    v.object({
      id: v.string(),
      deductedAtPurchase: MoneySchema,
      balance: v.object({ currencyCode: v.string(), amount: absent(v.number()) }),
    }),
  ),
  leftoverTotal: absent(GrossPriceSchema),
  payback: absent(
    v.object({
      number: absent(v.string()),
      scrid: absent(v.string()),
      points: absent(v.number()),
    }),
  ),
  selectedPaymentType: absent(openList(PAYMENT_TYPES)),
  discountStatus: absent(v.object({ success: v.boolean(), message: absent(v.string()) })),
  rebuilt: absent(v.boolean()),
  changeset: absent(ChangesetSchema),
});

// The schema and the shared Cart type must agree; this line stops the build when they drift apart.
export const cartSchemaMatchesType: v.InferOutput<typeof CartSchema> extends Cart ? true : never = true;
