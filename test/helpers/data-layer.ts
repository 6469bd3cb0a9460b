// Reads window.dataLayer as a tag manager would, and builds the GA4 items the tests expect from the
// reference API's products, written out here on their own (not with the code under test).
import { waitUntil } from '@open-wc/testing';
import type { CartItem } from '../../src/domain/index.js';

export type Entry = Record<string, unknown>;

/** A fresh page view for tracking: no data layer and no page-level marks (view_cart once per page). */
export function resetTracking(target: Window = window) {
  delete (target as { dataLayer?: unknown }).dataLayer;
  delete (target as unknown as Record<symbol, unknown>)[Symbol.for('shop-cart.tracking.done')];
}

/** The data layer of the page (or a frame), `[]` while none exists. */
export const dataLayer = (target: Window = window): Entry[] =>
  ((target as { dataLayer?: Entry[] }).dataLayer ?? []).map((entry) => ({ ...entry }));

/** The event names, `null` for the `{ ecommerce: null }` resets: a short view of the whole layer. */
export const eventNames = (target: Window = window): (string | null)[] =>
  dataLayer(target).map((entry) => (typeof entry.event === 'string' ? entry.event : null));

/** Waits until the data layer holds exactly `count` entries. */
export async function waitForEntries(count: number, target: Window = window, what = 'data layer entries') {
  await waitUntil(
    () => dataLayer(target).length >= count,
    `${what}: expected ${count}, saw ${eventNames(target).join(', ')}`,
    {
      timeout: 8000,
    },
  );
}

/** The `{ ecommerce: null }` reset and the e-commerce event after it. */
export const ecommerceEvent = (event: string, ecommerce: Entry, extra: Entry = {}): Entry[] => [
  { ecommerce: null },
  { event, ...extra, ecommerce },
];

interface ItemOptions {
  quantity?: number;
  priceCategory?: 'regular' | 'special' | 'friends_discount';
  index?: number;
}

const DEMO_CATEGORY_SECOND = 'Geschenkideen';

/**
 * The GA4 item for a demo product as the spec describes it: the brand is the demo tenant configuration's
 * brand name unless given; categories from the tracking path; prices in major units.
 */
export function expectedItem(item: CartItem, options: ItemOptions = {}, brand = 'JS'): Entry {
  const { product } = item;
  const category = options.priceCategory ?? (product.originalPrice ? 'special' : 'regular');
  const unit = product.price.gross.amount;
  const ticket = Boolean(item.appointment?.appointmentId);
  const kind = String(product.productType);
  const variant = ticket ? 'experience_ticket' : kind === 'experience' ? 'experience_voucher' : kind;
  const entry: Entry = {
    item_id: product.productId,
    item_name: product.trackingName,
    item_brand: brand,
    price: unit,
    quantity: options.quantity ?? item.quantity,
    price_category: category,
    no_show: ticket ? 0 : 0.395,
    margin: 0.3332,
    item_category: product.trackingPath?.[0],
    item_category2: DEMO_CATEGORY_SECOND,
    item_variant: variant,
  };
  if (category === 'friends_discount') {
    const discount = Math.round(unit * 10) / 100;
    entry.price = Math.round((unit - discount) * 100) / 100;
    entry.discount = discount;
  }
  if (category === 'special' && product.originalPrice) {
    entry.discount = Math.round((product.originalPrice.gross.amount - unit) * 100) / 100;
  }
  if (item.discount?.coupon?.code) entry.coupon = item.discount.coupon.code;
  if (item.selectedPackaging) {
    entry.packaging_type =
      item.selectedPackaging.type === 'GiftBox' ? 'gift_box' : item.selectedPackaging.type.toLowerCase();
  }
  if (options.index !== undefined) entry.index = options.index;
  return entry;
}

/** The sum of price times quantity of the items, to the cent. */
export const valueOf = (items: readonly Entry[]) =>
  Math.round(items.reduce((sum, item) => sum + Number(item.price) * 100 * Number(item.quantity), 0)) / 100;

/** `view_cart` with every item of `cart`, as the first cart of a page view pushes it. */
export function viewCartEntries(cart: { items: CartItem[] }, brand = 'JS'): Entry[] {
  const items = cart.items.map((item) => expectedItem(item, {}, brand));
  return ecommerceEvent('view_cart', { currency: 'EUR', value: valueOf(items), items });
}

/** `view_promotion` of an item's friends-discount badge. */
export const viewPromotionEntries = (item: CartItem, brand = 'JS'): Entry[] =>
  ecommerceEvent('view_promotion', {
    promotion_id: 'FRIENDS',
    promotion_name: 'Friends discount',
    creative_name: 'friends_discount_badge',
    creative_slot: 'cart_item',
    items: [expectedItem(item, {}, brand)],
  });
