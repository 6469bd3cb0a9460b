// The seeds a visitor's cart can be reset to, and `seedCart` for start-up data without HTTP.
import type { Appointment, Cart, CartMode, Tenant } from '../../src/domain/index.js';
import { calculateCart } from './calculate.js';
import {
  DEFAULT_PRODUCTS,
  HOSTILE_PRODUCT,
  TAKEN_APPOINTMENT_PRODUCT,
  extraProduct,
  productFrom,
} from './catalogue.js';
import type { ProductTemplate } from './catalogue.js';
import { packagingOptionsFor, selectPackaging } from './packaging.js';
import type { CartState, SeedName, StoredItem, StoredVoucher } from './state.js';
import { currencyOf, giftBoxCents } from './tenants.js';

/** 18:30 Berlin time (CET) on a Friday: the appointment of the 'default' seed. */
export const DEFAULT_APPOINTMENT_DATE = '2027-03-12T17:30:00.000Z';
/** An appointment that is always taken: reserving it fails with code 300. */
export const TAKEN_APPOINTMENT_ID = 'apt-taken';
/** The balance of the value voucher a redemption-mode seed applies, in minor units. */
export const REDEMPTION_VOUCHER_CENTS = 25000;

interface ItemSpec {
  template: ProductTemplate;
  quantity?: number;
  appointment?: Appointment;
  packaging?: 'Pdf' | 'Envelope' | 'GiftBox';
  additionalServices?: { title: string }[];
}

function defaultSpecs(): ItemSpec[] {
  const [cooking, skydive, dinner, box, voucher, wrap] = DEFAULT_PRODUCTS;
  if (!cooking || !skydive || !dinner || !box || !voucher || !wrap) throw new Error('catalogue incomplete');
  return [
    { template: cooking, packaging: 'GiftBox' },
    {
      template: skydive,
      packaging: 'Envelope',
      additionalServices: [{ title: 'Video vom Sprung' }, { title: 'Fotopaket' }],
    },
    {
      template: dinner,
      quantity: 2,
      appointment: {
        appointmentId: 'apt-20931-1830',
        locationId: 'loc-berlin-mitte',
        date: DEFAULT_APPOINTMENT_DATE,
        location: 'Berlin-Mitte',
      },
    },
    { template: box },
    { template: voucher, packaging: 'Pdf' },
    { template: wrap },
  ];
}

function specsFor(seed: SeedName): ItemSpec[] {
  switch (seed) {
    case 'empty':
      return [];
    case 'single':
      return [{ template: DEFAULT_PRODUCTS[0] ?? extraProduct(0), packaging: 'Pdf' }];
    case 'large':
      return itemCountSpecs(25);
    case 'hostile':
      return [{ template: HOSTILE_PRODUCT, packaging: 'Pdf' }, ...defaultSpecs().slice(1, 3)];
    case 'letters':
      // Only letters: the cart offers standard and express (express only on German tenants).
      return [
        { template: DEFAULT_PRODUCTS[1] ?? extraProduct(1), packaging: 'Envelope' },
        { template: DEFAULT_PRODUCTS[4] ?? extraProduct(4), packaging: 'Envelope' },
      ];
    case 'taken-appointment':
      return [
        {
          template: TAKEN_APPOINTMENT_PRODUCT,
          appointment: {
            appointmentId: TAKEN_APPOINTMENT_ID,
            date: DEFAULT_APPOINTMENT_DATE,
            location: 'München',
          },
        },
        // Reservable: only the taken appointment fails, so only its tile is marked.
        defaultSpecs()[2] ?? { template: extraProduct(2) },
        { template: DEFAULT_PRODUCTS[1] ?? extraProduct(1), packaging: 'Pdf' },
      ];
    default:
      return defaultSpecs();
  }
}

/** `count` items: the default items first, then further experiences, each with quantity 1 or more. */
function itemCountSpecs(count: number): ItemSpec[] {
  const specs = defaultSpecs().slice(0, Math.min(count, 6));
  for (let n = 0; specs.length < count; n += 1) {
    specs.push({ template: extraProduct(n), quantity: 1 + (n % 3), packaging: n % 2 ? 'Envelope' : 'Pdf' });
  }
  return specs;
}

function buildItem(spec: ItemSpec, number: number, tenant: Tenant): StoredItem {
  const currency = currencyOf(tenant);
  const product = productFrom(spec.template, currency);
  const options = packagingOptionsFor(
    spec.template.productType,
    Boolean(spec.appointment),
    currency,
    giftBoxCents(tenant),
  );
  const chosen = options.find((o) => o.type === spec.packaging) ?? options[0];
  const item: StoredItem = {
    id: `item-${number}`,
    product,
    quantity: spec.quantity ?? 1,
    availablePackagingOptions: options,
  };
  if (chosen) item.selectedPackaging = selectPackaging(chosen, product.preSelectedWrappingVariantId);
  if (product.productType === 'experience') item.experienceId = `exp-${product.productId}`;
  if (spec.appointment) item.appointment = { ...spec.appointment };
  if (spec.additionalServices)
    item.additionalServices = spec.additionalServices.map((extra) => ({ ...extra }));
  return item;
}

export interface SeedOptions {
  tenant: Tenant;
  seed?: SeedName;
  /** Instead of a named seed: this many items (the benchmark's 25-item cart). */
  items?: number;
  mode?: CartMode;
  loggedIn?: boolean;
  cartId?: string;
  cartVersion?: number;
}

/** A fresh cart state for a seed. */
export function seedCartState(options: SeedOptions): CartState {
  const seed = options.seed ?? 'default';
  const mode = options.mode ?? 'shopping';
  const all = options.items === undefined ? specsFor(seed) : itemCountSpecs(options.items);
  // A value voucher cannot pay for value vouchers (code 920): the redemption flow carries none.
  const specs =
    mode === 'redemption' ? all.filter((spec) => spec.template.productType !== 'value_voucher') : all;
  const items = specs.map((spec, index) => buildItem(spec, index + 1, options.tenant));
  const vouchers: StoredVoucher[] =
    mode === 'redemption'
      ? [{ id: 'voucher-1', code: 'WG-250', balanceCents: REDEMPTION_VOUCHER_CENTS }]
      : [];
  return {
    tenant: options.tenant,
    loggedIn: options.loggedIn ?? false,
    mode,
    seed,
    cartId: options.cartId ?? `cart-${options.tenant.toLowerCase()}-demo`,
    cartVersion: options.cartVersion ?? 1,
    items,
    shippingMethod: 'box_standard',
    removedShippingMethods: [],
    vouchers,
    nextItemNumber: items.length + 1,
  };
}

/**
 * A seeded cart as GET /api/cart would answer it, without HTTP: for start-up data and benchmarks.
 * `seedCart('JS_DE', { items: 25 })` is the 25-item cart.
 */
export function seedCart(tenant: Tenant, options: Omit<SeedOptions, 'tenant'> = {}): Cart {
  return calculateCart(seedCartState({ ...options, tenant }));
}
