import * as v from 'valibot';
import { PAYMENT_TYPES, SHIPPING_METHODS, type Cart } from '../../domain/index.js';
import { ChangesetSchema } from './changeset-schema.js';
import { isReadableDate } from './describe-issues.js';
import { GrossPriceSchema, MoneySchema } from './money-schema.js';
import { ProductSchema } from './product-schema.js';

const PackagingTypeSchema = v.picklist(['GiftBox', 'Included', 'Envelope', 'Pdf']);
const ShippingMethodSchema = v.picklist(SHIPPING_METHODS);
const PaymentTypeSchema = v.picklist(PAYMENT_TYPES);

const PackagingOptionSchema = v.object({
  price: GrossPriceSchema,
  title: v.string(),
  type: PackagingTypeSchema,
  hasMultipleVariants: v.boolean(),
});

const SelectedPackagingSchema = v.object({
  ...PackagingOptionSchema.entries,
  variantId: v.optional(v.string()),
  variantTitle: v.optional(v.string()),
  image: v.optional(v.string()),
  thumbnail: v.optional(v.string()),
});

const CartItemSchema = v.object({
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
  availablePackagingOptions: v.optional(v.array(PackagingOptionSchema), []),
  selectedPackaging: v.optional(SelectedPackagingSchema),
  additionalServices: v.optional(v.array(v.object({ title: v.string() }))),
});

const OfferedShippingMethodSchema = v.object({
  method: ShippingMethodSchema,
  title: v.optional(v.string()),
  subtitle: v.optional(v.string()),
  price: v.optional(MoneySchema),
  deliveryDate: v.optional(v.string()),
  details: v.optional(v.array(v.object({ label: v.string(), description: v.string() }))),
});

/** The cart as every cart call answers it. An answer that does not fit counts as a failed call. */
export const CartSchema = v.object({
  cartId: v.string(),
  cartVersion: v.pipe(v.number(), v.integer()),
  items: v.array(CartItemSchema),
  total: GrossPriceSchema,
  packagingTotal: v.optional(GrossPriceSchema),
  shipping: v.optional(v.object({ method: ShippingMethodSchema, price: GrossPriceSchema })),
  availableShippingMethods: v.optional(v.array(OfferedShippingMethodSchema), []),
  totalDiscount: v.optional(MoneySchema),
  coupon: v.optional(v.object({ code: v.string() })),
  discount: v.optional(v.object({ campaign: v.optional(v.string()) })),
  vouchers: v.optional(
    v.array(
      v.object({
        id: v.string(),
        deductedAtPurchase: MoneySchema,
        balance: v.object({ currencyCode: v.string(), amount: v.optional(v.number()) }),
      }),
    ),
    [],
  ),
  leftoverTotal: v.optional(GrossPriceSchema),
  payback: v.optional(
    v.object({
      number: v.optional(v.string()),
      scrid: v.optional(v.string()),
      points: v.optional(v.number()),
    }),
  ),
  selectedPaymentType: v.optional(PaymentTypeSchema),
  discountStatus: v.optional(v.object({ success: v.boolean(), message: v.optional(v.string()) })),
  rebuilt: v.optional(v.boolean()),
  changeset: v.optional(ChangesetSchema),
});

// The schema and the shared Cart type must agree; this line stops the build when they drift apart.
export const cartSchemaMatchesType: v.InferOutput<typeof CartSchema> extends Cart ? true : never = true;
