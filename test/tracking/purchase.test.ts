// trackPurchase, the framework-free entry for a host's order confirmation page (elements/shop-tracking.ts,
// built to dist/shop-tracking.js), on the revenue rules of spec point 9.
import { expect } from '@open-wc/testing';
import { trackPurchase } from '../../elements/shop-tracking.js';
import type { Order } from '../../src/domain/index.js';
import { dataLayer, expectedItem, resetTracking, type Entry } from '../helpers/data-layer.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });

/** What the e-mail hash must be: SHA-256 of the fixed salt and the lower-cased address, as hex. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type OrderItem = Order['items'][number];

/** `quantity` of a product at `price` each, without packaging. */
const orderItem = (
  id: string,
  quantity: number,
  price: number,
  product: Pick<
    OrderItem['product'],
    'productId' | 'title' | 'trackingName' | 'trackingPath' | 'productType'
  >,
): OrderItem => ({
  id,
  quantity,
  total: { gross: eur(price * quantity) },
  product: { id: `p-${product.productId}`, ...product, price: { gross: eur(price) } },
  availablePackagingOptions: [],
});

const cooking: OrderItem = {
  ...orderItem('item-1', 2, 129, {
    productId: '10412',
    title: 'Kochkurs',
    trackingName: 'Kochkurs Italien',
    trackingPath: ['Kochkurse', 'Geschenkideen'],
    productType: 'experience',
  }),
  selectedPackaging: {
    type: 'GiftBox',
    title: 'Geschenkbox',
    hasMultipleVariants: false,
    price: { gross: eur(7.9) },
  },
};
const voucher = orderItem('item-2', 1, 50, {
  productId: '40050',
  title: 'Wertgutschein',
  trackingName: 'Wertgutschein 50',
  trackingPath: ['Wertgutscheine', 'Geschenkideen'],
  productType: 'value_voucher',
});

const order = (overrides: Partial<Order> = {}): Order => ({
  orderId: '1-JD4200001',
  email: 'Erika.Mustermann@Example.COM',
  items: [cooking, voucher],
  total: { gross: eur(150) },
  shipping: { id: 'box_standard', price: { gross: { amount: 4.95 } } },
  discount: { coupon: { campaignName: 'Frühling', code: 'SPRING10' } },
  discountTotal: eur(10),
  paymentVouchers: [
    { type: 'value_voucher', deductedAtPurchase: { amount: 50 } },
    { type: 'experience', deductedAtPurchase: { amount: 25 } },
  ],
  payment: { paymentType: 'paypalExpress', isExpressPayment: true },
  ...overrides,
});

describe('trackPurchase', () => {
  beforeEach(async () => {
    await clearBrowserStorage();
    resetTracking();
  });
  afterEach(async () => {
    await clearBrowserStorage();
    resetTracking();
  });

  it('pushes the purchase with the spec’s revenue rules, the hashed e-mail and the order-tracking event', async () => {
    document.cookie = 'shop_tracking_session=sess-42; path=/';
    expect(await trackPurchase(order())).to.equal(true);
    const hash = await sha256Hex('shop-cart:email:v1:erika.mustermann@example.com');
    expect(dataLayer()).to.deep.equal([
      { ecommerce: null },
      {
        event: 'purchase',
        email_hash: hash,
        ecommerce: {
          transaction_id: '1-JD4200001',
          affiliation: 'JS',
          currency: 'EUR',
          value: 150, // the order total, floored at 0
          tax: 23.95, // 150 - 150 / 1.19 for a German tenant
          shipping: 4.95,
          shipping_tier: 'box_standard',
          merchandise_total: 145.05, // 150 - 4.95 shipping
          gift_box_packaging: 15.8, // 7.90 x 2
          value_voucher_amount: 50,
          experience_voucher_amount: 25,
          offset_share: 75 / 225, // deducted / (total + deducted)
          shipping_margin: 1,
          coupon: 'SPRING10',
          campaign: 'Frühling',
          discount: 10,
          payment_type: 'paypalExpress',
          express_payment: true,
          items: [expectedItem(cooking), expectedItem(voucher)],
        },
      },
      { event: 'order_tracking', order_id: '1-JD4200001', tracking_session_id: 'sess-42' },
    ]);
    expect((dataLayer()[1]?.ecommerce as { items: Entry[] }).items[0]).to.include({
      item_name: 'Kochkurs Italien',
      quantity: 2,
      packaging_type: 'gift_box',
    });
  });

  it('never tracks an order twice, also after a reload (a fresh page with the same storage)', async () => {
    expect(await trackPurchase(order())).to.equal(true);
    expect(dataLayer()).to.have.length(3);
    expect(await trackPurchase(order())).to.equal(false);
    resetTracking();
    expect(await trackPurchase(order())).to.equal(false);
    expect(dataLayer()).to.deep.equal([]);
    // Two calls at once (two scripts on the page): one push.
    const other = order({ orderId: '1-MD4200002' });
    expect(await Promise.all([trackPurchase(other), trackPurchase(other)])).to.have.members([true, false]);
    expect(dataLayer().filter((entry) => entry.event === 'purchase')).to.have.length(1);
  });

  it('floors a negative revenue at 0, and reads an order tolerantly (null members, no e-mail, no session)', async () => {
    const raw = JSON.parse(
      JSON.stringify({
        ...order({ total: { gross: eur(-5) } }),
        email: null,
        shipping: null,
        paymentVouchers: null,
      }),
    ) as unknown;
    expect(await trackPurchase(raw, { brand: 'JS Erlebnisse' })).to.equal(true);
    const [, purchase, tracking] = dataLayer();
    expect(purchase).not.to.have.property('email_hash');
    expect(purchase?.ecommerce).to.include({
      value: 0,
      tax: 0,
      shipping: 0,
      merchandise_total: -5,
      offset_share: 0,
      value_voucher_amount: 0,
      affiliation: 'JS Erlebnisse',
    });
    expect(tracking).to.deep.equal({ event: 'order_tracking', order_id: '1-JD4200001' });
  });

  it('tracks an unknown payment type as an error string naming it and the express flag', async () => {
    await trackPurchase(order({ payment: { paymentType: 'bitcoinExpress', isExpressPayment: true } }));
    expect(dataLayer()[2]).to.deep.equal({
      event: 'notification',
      notification_type: 'error',
      notification_label: 'Error - Unknown payment type: bitcoinExpress (express: true)',
    });
  });

  it('refuses an unreadable order with a console error, never throwing', async () => {
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      expect(await trackPurchase(undefined)).to.equal(false);
      expect(await trackPurchase({ orderId: '1-JD1', items: 'none', total: { gross: eur(1) } })).to.equal(
        false,
      );
      expect(dataLayer()).to.deep.equal([]);
      expect(String(errors[1])).to.match(/^shop-tracking: the order is unreadable: .*items/);
    } finally {
      console.error = error;
    }
  });

  it('keeps the data layer of a host whose push throws from breaking the page', async () => {
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    (window as { dataLayer?: unknown }).dataLayer = 'not a list';
    try {
      expect(await trackPurchase(order())).to.equal(true);
      expect(errors).to.deep.equal(['shop-tracking: the data layer failed']);
    } finally {
      console.error = error;
    }
  });
});
