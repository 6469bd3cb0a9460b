import * as v from 'valibot';
import {
  isCount,
  PACKAGING_TYPES,
  QUANTITY_MAX,
  SHIPPING_METHODS,
  type Cart,
  type CartItem,
} from '../../domain/index.js';
import { PAYMENT_TYPES } from '../../domain/payments/index.js';
import { ChangesetSchema } from './changeset-schema.js';
import { isReadableDate } from './describe-issues.js';
import { AmountSchema, GrossPriceSchema, MoneySchema } from './money-schema.js';
import { ProductSchema } from './product-schema.js';
import { openList, readTolerantly } from './tolerant.js';

/** An optional list: absent (or null) reads as an empty list. */
export const optionalList = <TSchema extends v.GenericSchema>(item: TSchema) =>
  v.optional(v.array(item), (): v.InferOutput<TSchema>[] => []);

const PackagingOptionSchema = v.object({
  price: GrossPriceSchema,
  title: v.string(),
  type: openList(PACKAGING_TYPES),
  hasMultipleVariants: v.optional(v.boolean(), false),
});

const SelectedPackagingSchema = v.object({
  ...PackagingOptionSchema.entries,
  variantId: v.optional(v.string()),
  variantTitle: v.optional(v.string()),
  image: v.optional(v.string()),
  thumbnail: v.optional(v.string()),
});

/** An item needs its id, quantity, price (total) and product; everything else may be absent. */
export const CartItemSchema = v.object({
  id: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: GrossPriceSchema,
  product: ProductSchema,
  experienceId: v.optional(v.string()),
  discount: v.optional(
    v.object({ coupon: v.optional(v.object({ code: v.string() })), campaign: v.optional(v.string()) }),
  ),
  appointment: v.optional(
    v.object({
      appointmentId: v.optional(v.string()),
      locationId: v.optional(v.string()),
      reservationId: v.optional(v.string()),
      date: v.pipe(v.string(), v.check(isReadableDate, 'not a date')),
      location: v.optional(v.string()),
    }),
  ),
  availablePackagingOptions: optionalList(PackagingOptionSchema),
  selectedPackaging: v.optional(SelectedPackagingSchema),
  additionalServices: optionalList(v.object({ title: v.string() })),
});

const OfferedShippingMethodSchema = v.object({
  method: openList(SHIPPING_METHODS),
  title: v.optional(v.string()),
  subtitle: v.optional(v.string()),
  price: v.optional(MoneySchema),
  deliveryDate: v.optional(v.string()),
  details: optionalList(v.object({ label: v.string(), description: v.string() })),
});

/**
 * Leaves out the items whose quantity is beyond the allowed maximum (1e10 tickets would block or break
 * the page) and an item whose id an earlier item has (the page and every change know an item by its id);
 * the rest of the cart still shows, and the left-out items are named for a report.
 */
function leaveOutItemsBeyondBounds<T extends { items: CartItem[] }>(
  cart: T,
): T & { leftOutItems?: string[] } {
  const seen = new Set<string>();
  const leftOut: string[] = [];
  const items = cart.items.filter((item) => {
    if (item.quantity > QUANTITY_MAX) {
      leftOut.push(`${item.id} (quantity ${item.quantity} above ${QUANTITY_MAX})`);
      return false;
    }
    if (seen.has(item.id)) {
      leftOut.push(`${item.id} (repeated id)`);
      return false;
    }
    seen.add(item.id);
    return true;
  });
  return leftOut.length === 0 ? cart : { ...cart, items, leftOutItems: leftOut };
}

const CartObjectSchema = v.object({
  // The cart's identity and version are what events, tabs and storage compare: an empty id or a version
  // that is not a count (negative, or beyond exact integers, where a newer version would compare as the
  // same) would leave the page unable to tell carts apart, so the answer is refused, as events' are.
  cartId: v.pipe(v.string(), v.nonEmpty()),
  cartVersion: v.pipe(
    v.number(),
    v.check((version: number) => isCount(version), 'a cart version is a count'),
  ),
  items: v.array(CartItemSchema),
  total: GrossPriceSchema,
  packagingTotal: v.optional(GrossPriceSchema),
  shipping: v.optional(v.object({ method: openList(SHIPPING_METHODS), price: GrossPriceSchema })),
  availableShippingMethods: optionalList(OfferedShippingMethodSchema),
  totalDiscount: v.optional(MoneySchema),
  coupon: v.optional(v.object({ code: v.string() })),
  discount: v.optional(v.object({ campaign: v.optional(v.string()) })),
  vouchers: optionalList(
    v.object({
      id: v.string(),
      deductedAtPurchase: MoneySchema,
      balance: v.object({ currencyCode: v.string(), amount: v.optional(AmountSchema) }),
    }),
  ),
  leftoverTotal: v.optional(GrossPriceSchema),
  payback: v.optional(
    v.object({
      number: v.optional(v.string()),
      scrid: v.optional(v.string()),
      points: v.optional(v.number()),
    }),
  ),
  selectedPaymentType: v.optional(openList(PAYMENT_TYPES)),
  discountStatus: v.optional(v.object({ success: v.boolean(), message: v.optional(v.string()) })),
  rebuilt: v.optional(v.boolean()),
  changeset: v.optional(ChangesetSchema),
});

/**
 * The cart as every cart call answers it, read tolerantly (DESIGN.md section 1): `null` members are
 * absent, unknown members dropped, unknown values of known lists kept. Only what the page cannot render
 * without makes an answer invalid (a failed call): the cart's id, version, items and total, and each
 * item's id, quantity, price (with an amount) and product.
 */
export const CartSchema = v.pipe(readTolerantly(CartObjectSchema), v.transform(leaveOutItemsBeyondBounds));

// The schema and the shared Cart type must agree; this line stops the build when they drift apart.
const _cartSchemaMatchesType: v.InferOutput<typeof CartSchema> extends Cart ? true : never = true;
