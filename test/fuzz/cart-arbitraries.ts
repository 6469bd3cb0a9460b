// Generated carts in the shape of CartSchema (src/api/schemas/cart-schema.ts): every member the schema
// names, required or optional, sent in each spelling a real backend uses, with realistic values and odd
// ones; plus spoilt carts that the reader must refuse.
import fc from 'fast-check';
import {
  AMOUNT_LIMIT,
  CART_CHANGE_TYPES,
  PACKAGING_TYPES,
  PRODUCT_TYPES,
  QUANTITY_MAX,
  SHIPPING_METHODS,
  type Cart,
  type CartItem,
  type Money,
  type Product,
} from '../../src/domain/index.js';
import { PAYMENT_TYPES } from '../../src/domain/payments/index.js';
import { list, openValue, overTheWire, put, record, same, text, type Wire } from './wire.js';

const CURRENCIES = ['EUR', 'CHF', 'GBP'] as const;

/** Amounts as shops have them (cents), some large, some negative (discounts), within the limit. */
export const amount = (): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100) },
    { weight: 1, arbitrary: fc.integer({ min: -50_000, max: 0 }).map((cents) => cents / 100 + 0) },
    {
      weight: 1,
      arbitrary: fc
        .double({ min: -AMOUNT_LIMIT, max: AMOUNT_LIMIT, noNaN: true, noDefaultInfinity: true })
        .map((value) => value + 0),
    },
    { weight: 1, arbitrary: fc.constantFrom(0, 0.01, 0.1 + 0.2, 99_999_999.99, AMOUNT_LIMIT, -AMOUNT_LIMIT) },
  );

export const money = (currency?: string): fc.Arbitrary<Wire<Money>> =>
  record<Money>({
    required: {
      amount: same(amount()),
      currencyCode: same(currency ? fc.constant(currency) : fc.constantFrom(...CURRENCIES)),
    },
  });

const grossPrice = (currency?: string) => record<{ gross: Money }>({ required: { gross: money(currency) } });

/** Addresses as answers carry them: CDN images, relative paths, and ones that must never be followed. */
const url = () =>
  fc.oneof(
    // Without '%': the test server cannot decode a path like /%E0 and logs an error for the image request.
    text().map((address) => address.replace(/%/g, '')),
    fc.constantFrom(
      'https://cdn.example/image.jpg',
      '/experiences/kochkurs',
      '//evil.example/x.png',
      'javascript:window.__fuzzXss=1',
      'data:text/html,<script>window.__fuzzXss=1</script>',
      'data:image/png;base64,iVBORw0KGgo=',
    ),
  );

const isoDate = () =>
  fc
    .date({
      min: new Date('1970-01-02T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString());

const count = () => fc.integer({ min: 0, max: 10_000 });
const finite = () => fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => value + 0);

const product = (currency: string): fc.Arbitrary<Wire<Product>> =>
  record<Product>({
    required: {
      id: same(text()),
      productId: same(text()),
      title: same(text()),
      price: grossPrice(currency),
    },
    optional: {
      slug: same(text()),
      url: same(url()),
      image: record({
        optional: {
          url: same(url()),
          alt: same(text()),
          src: same(url()),
          srcset: same(url()),
          sizes: same(text()),
          originalSrc: same(text()),
        },
      }),
      images: list(record({ optional: { absoluteUrl: same(url()), url: same(url()) } })),
      trackingName: same(text()),
      trackingPath: same(fc.array(text(), { maxLength: 3 })),
      manufacturerSku: same(text()),
      originalPrice: grossPrice(currency),
      minParticipants: same(count()),
      maxParticipants: same(count()),
      discountBadgeId: same(text()),
      discountBadgeName: same(text()),
      hasFriendsDiscount: same(fc.boolean()),
      discountType: same(text()),
      preSelectedWrappingVariantId: same(text()),
      scoringFactor: record({ required: { noShow: same(finite()), margin: same(finite()) } }),
      productType: openValue(PRODUCT_TYPES),
      nudge: record({ required: { id: same(text()), text: same(text()) } }),
      rating: record({ required: { value: same(finite()), count: same(finite()) } }),
      locationCount: same(finite()),
      closestLocationDistance: same(finite()),
      services: same(fc.array(text(), { maxLength: 3 })),
    },
  });

const packagingOptionFields = (currency: string) => ({
  required: { price: grossPrice(currency), title: same(text()), type: openValue(PACKAGING_TYPES) },
  defaulted: { hasMultipleVariants: { arbitrary: same(fc.boolean()), empty: false } },
});

const defaultedList = <T>(item: fc.Arbitrary<Wire<T>>) => ({ arbitrary: list(item), empty: [] });

/** A cart item as the schema reads it; `itemId` makes ids unique within a cart. */
const cartItem = (currency: string, itemId: string): fc.Arbitrary<Wire<CartItem>> =>
  record<CartItem>({
    required: {
      id: same(fc.constant(itemId)),
      quantity: same(
        fc.oneof(
          { weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) },
          fc.integer({ min: 1, max: QUANTITY_MAX }),
        ),
      ),
      total: grossPrice(currency),
      product: product(currency),
    },
    optional: {
      experienceId: same(text()),
      discount: record({
        optional: { coupon: record({ required: { code: same(text()) } }), campaign: same(text()) },
      }),
      appointment: record({
        required: { date: same(isoDate()) },
        optional: {
          appointmentId: same(text()),
          locationId: same(text()),
          reservationId: same(text()),
          location: same(text()),
        },
      }),
      selectedPackaging: record({
        ...packagingOptionFields(currency),
        optional: {
          variantId: same(text()),
          variantTitle: same(text()),
          image: same(url()),
          thumbnail: same(url()),
        },
      }),
    },
    defaulted: {
      availablePackagingOptions: defaultedList(record(packagingOptionFields(currency))),
      additionalServices: defaultedList(record({ required: { title: same(text()) } })),
    },
  });

const changedProduct = { productId: same(text()), title: same(text()) };

const changeset = (currency: string) =>
  record({
    required: { type: openValue(CART_CHANGE_TYPES) },
    optional: { message: same(text()) },
    defaulted: {
      changes: {
        empty: {},
        arbitrary: record({
          optional: {
            removedItems: list(record({ required: changedProduct })),
            priceIncreasedItems: list(
              record({ required: { ...changedProduct, differenceAmount: money(currency) } }),
            ),
            priceDecreasedItems: list(
              record({ required: { ...changedProduct, differenceAmount: money(currency) } }),
            ),
            removedShippingMethods: list(record({ required: changedProduct })),
            outdatedAppointments: list(
              record({
                required: { ...changedProduct, appointment: same(isoDate()), appointmentId: same(text()) },
              }),
            ),
          },
        }),
      },
    },
  });

/** Items with distinct ids ('item-0', 'item-1' ...), as a cart has them. */
const items = (currency: string, maxLength: number): fc.Arbitrary<Wire<CartItem[]>> =>
  fc.array(cartItem(currency, 'item'), { maxLength }).map((pairs) => ({
    model: pairs.map((pair, index) => ({ ...pair.model, id: `item-${index}` })),
    wire: pairs.map((pair, index) => {
      const wire = { ...(pair.wire as Record<string, unknown>) };
      put(wire, 'id', `item-${index}`);
      return wire;
    }),
  }));

/** A cart as GET /api/cart might answer it: `model` is what CartSchema must read from `wire`. */
export const cart = (options: { maxItems?: number } = {}): fc.Arbitrary<Wire<Cart>> =>
  fc.oneof(...CURRENCIES.map((currency) => cartIn(currency, options.maxItems ?? 4)));

const cartIn = (currency: string, maxItems: number): fc.Arbitrary<Wire<Cart>> =>
  record<Cart>({
    required: {
      cartId: same(
        fc.oneof(
          fc.uuid(),
          text().filter((id) => id !== ''),
        ),
      ),
      cartVersion: same(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.maxSafeNat())),
      items: items(currency, maxItems),
      total: grossPrice(currency),
    },
    optional: {
      packagingTotal: grossPrice(currency),
      shipping: record({ required: { method: openValue(SHIPPING_METHODS), price: grossPrice(currency) } }),
      totalDiscount: money(currency),
      coupon: record({ required: { code: same(text()) } }),
      discount: record({ optional: { campaign: same(text()) } }),
      leftoverTotal: grossPrice(currency),
      payback: record({
        optional: { number: same(text()), scrid: same(text()), points: same(finite()) },
      }),
      selectedPaymentType: openValue(PAYMENT_TYPES),
      discountStatus: record({
        required: { success: same(fc.boolean()) },
        optional: { message: same(text()) },
      }),
      rebuilt: same(fc.boolean()),
      changeset: changeset(currency),
    },
    defaulted: {
      availableShippingMethods: defaultedList(
        record({
          required: { method: openValue(SHIPPING_METHODS) },
          optional: {
            title: same(text()),
            subtitle: same(text()),
            price: money(currency),
            deliveryDate: same(text()),
          },
          defaulted: {
            details: defaultedList(record({ required: { label: same(text()), description: same(text()) } })),
          },
        }),
      ),
      vouchers: defaultedList(
        record({
          required: {
            id: same(text()),
            deductedAtPurchase: money(currency),
            balance: record({
              required: { currencyCode: same(fc.constant(currency)) },
              optional: { amount: same(amount()) },
            }),
          },
        }),
      ),
    },
  });

/** A way to spoil a cart so that the page cannot render it: the reader must refuse the whole answer. */
interface Spoiler {
  name: string;
  applies: (wire: Record<string, unknown>) => boolean;
  spoil: (wire: Record<string, unknown>, pick: number) => void;
}

type Json = Record<string, unknown>;
const itemsOf = (wire: Json) => wire.items as Json[];
const nth = <T>(values: T[], pick: number): T => values[pick % values.length]!;
const hasItems = (wire: Json) => itemsOf(wire).length > 0;

const SPOILERS: Spoiler[] = [
  { name: 'no cart id', applies: () => true, spoil: (wire) => Reflect.deleteProperty(wire, 'cartId') },
  { name: 'a numeric cart id', applies: () => true, spoil: (wire) => put(wire, 'cartId', 42) },
  { name: 'an empty cart id', applies: () => true, spoil: (wire) => put(wire, 'cartId', '') },
  { name: 'a fractional version', applies: () => true, spoil: (wire) => put(wire, 'cartVersion', 1.5) },
  { name: 'a negative version', applies: () => true, spoil: (wire) => put(wire, 'cartVersion', -1) },
  // Beyond 2^53 a version is no longer exact: 2^53 + 1 would read as 2^53, and a newer cart as the same.
  {
    name: 'a version beyond exact integers',
    applies: () => true,
    spoil: (wire) => put(wire, 'cartVersion', 1e300),
  },
  { name: 'items not a list', applies: () => true, spoil: (wire) => put(wire, 'items', 'not a list') },
  { name: 'no total', applies: () => true, spoil: (wire) => put(wire, 'total', null) },
  {
    name: 'a total beyond the limit',
    applies: () => true,
    spoil: (wire) => put(wire, 'total', { gross: { amount: 1e12, currencyCode: 'EUR' } }),
  },
  {
    name: 'a lower-case currency',
    applies: () => true,
    spoil: (wire) => put(wire, 'total', { gross: { amount: 1, currencyCode: 'eur' } }),
  },
  {
    name: 'an item without id',
    applies: hasItems,
    spoil: (wire, pick) => Reflect.deleteProperty(nth(itemsOf(wire), pick), 'id'),
  },
  {
    name: 'a quantity of 0',
    applies: hasItems,
    spoil: (wire, pick) => put(nth(itemsOf(wire), pick), 'quantity', 0),
  },
  {
    name: 'a quantity as text',
    applies: hasItems,
    spoil: (wire, pick) => put(nth(itemsOf(wire), pick), 'quantity', '2'),
  },
  {
    name: 'a fractional quantity',
    applies: hasItems,
    spoil: (wire, pick) => put(nth(itemsOf(wire), pick), 'quantity', 2.5),
  },
  {
    name: 'an item price without amount',
    applies: hasItems,
    spoil: (wire, pick) => put(nth(itemsOf(wire), pick), 'total', { gross: { currencyCode: 'EUR' } }),
  },
  {
    name: 'a product without title',
    applies: hasItems,
    spoil: (wire, pick) => Reflect.deleteProperty(nth(itemsOf(wire), pick).product as Json, 'title'),
  },
  {
    name: 'an appointment date that is no date',
    applies: hasItems,
    spoil: (wire, pick) => put(nth(itemsOf(wire), pick), 'appointment', { date: 'bald' }),
  },
  {
    name: 'a null item',
    applies: hasItems,
    spoil: (wire, pick) => (itemsOf(wire)[pick % itemsOf(wire).length] = null as never),
  },
];

/** A generated cart spoilt in one way: `wire` must be refused. */
export const spoiltCart = (): fc.Arbitrary<{ wire: Json; spoiler: string }> =>
  fc.tuple(cart(), fc.nat(), fc.nat()).map(([pair, which, pick]) => {
    const wire = overTheWire(pair.wire) as Json;
    const usable = SPOILERS.filter((spoiler) => spoiler.applies(wire));
    const spoiler = nth(usable, which);
    spoiler.spoil(wire, pick);
    return { wire, spoiler: spoiler.name };
  });

/** A generated cart in which a later item repeats an earlier item's id (the reader leaves it out). */
export const cartWithRepeatedId = (): fc.Arbitrary<{ wire: Json }> =>
  fc.tuple(cart(), fc.nat(), fc.nat()).map(([pair, first, second]) => {
    const wire = overTheWire(pair.wire) as Json;
    const items = itemsOf(wire);
    if (items.length >= 2) {
      const earlier = first % (items.length - 1);
      const later = earlier + 1 + (second % (items.length - 1 - earlier));
      put(items[later]!, 'id', items[earlier]!.id);
    }
    return { wire };
  });
