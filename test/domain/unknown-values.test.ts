// What a value of a known list means when this version does not know it yet (DESIGN.md section 1): each
// rule degrades only its own part, and unknownValuesIn names every such value once.
import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';
import type { Cart, DeliveryTerm } from '../../src/domain/index.js';
import { PAYMENT_TYPES, clearsStoredPersonalInfo } from '../../src/domain/payments/index.js';
import { unknownValuesIn } from '../../src/domain/unknown-values.js';
import { item, product } from '../helpers/carts.js';

/** The delivery term of a cart: the rule of its items with its shipping method (as the shipping section asks it). */
const deliveryTermFor = (cart: Pick<Cart, 'items' | 'shipping'>, terms: readonly DeliveryTerm[]) =>
  domain.deliveryTermForMethod(cart.items, domain.selectedShippingMethod(cart), terms);

const eur = (amount: number) => ({ gross: { amount, currencyCode: 'EUR' } });

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    cartId: 'c1',
    cartVersion: 1,
    items: [item()],
    total: eur(100),
    availableShippingMethods: [],
    vouchers: [],
    ...overrides,
  };
}

describe('the lists of allowed values', () => {
  it('are the lists of spec points 3 and 4, each written once', () => {
    expect(domain.PACKAGING_TYPES).to.deep.equal(['GiftBox', 'Included', 'Envelope', 'Pdf']);
    expect(domain.SHIPPING_METHODS).to.deep.equal([
      'online',
      'standard',
      'box_standard',
      'express',
      'box_express',
    ]);
    expect(domain.PRODUCT_TYPES).to.have.length(8);
    expect(PAYMENT_TYPES).to.include.members(['invoice', 'stripeKlarna', 'amazonPayExpress']);
    expect(domain.CART_CHANGE_TYPES).to.include('MultipleChanges');
  });

  it('know their own values only', () => {
    expect(domain.isKnownValue(domain.PACKAGING_TYPES, 'Envelope')).to.equal(true);
    for (const value of ['envelope', 'Tuete', '', null, undefined, 3]) {
      expect(domain.isKnownValue(domain.PACKAGING_TYPES, value), String(value)).to.equal(false);
    }
  });
});

describe('values a newer backend sends', () => {
  it('a product type this version does not know has no kind: neutral label, no discount, no tracking variant', () => {
    const unknown = item({ product: { productType: 'Abonnement' } });
    expect(domain.productKind('Abonnement')).to.equal(null);
    expect(domain.productKind(undefined)).to.equal(null);
    expect(domain.productKind('ValueVoucher')).to.equal('value_voucher');
    expect(domain.isDiscountEligible(unknown)).to.equal(false);
    expect(domain.trackingVariant(unknown)).to.equal(null);
  });

  it('a packaging type this version does not know is not offered and shows its price as it is', () => {
    const option = (type: string, amount = 0) => ({
      type,
      title: type,
      hasMultipleVariants: false,
      price: eur(amount),
    });
    const withUnknown = item();
    withUnknown.availablePackagingOptions = [option('Pdf'), option('Jutebeutel'), option('Envelope')];
    expect(domain.offeredPackagingOptions(withUnknown).map((o) => o.type)).to.deep.equal(['Pdf', 'Envelope']);
    expect(domain.packagingPriceKind(option('Jutebeutel'))).to.equal('price');
    expect(domain.packagingPriceKind(option('Envelope'))).to.equal('free');
  });

  it('a shipping method this version does not know is not offered, and as the chosen one it names none', () => {
    const withDrone = cart({
      availableShippingMethods: [{ method: 'drone' }, { method: 'standard' }, { method: 'express' }],
      shipping: { method: 'drone', price: eur(9) },
    });
    expect(domain.offeredShippingMethods(withDrone)).to.deep.equal(['standard', 'express']);
    expect(domain.selectedShippingMethod(withDrone)).to.equal(undefined);
    expect(domain.selectedShippingMethod(cart({ shipping: { method: 'express', price: eur(9) } }))).to.equal(
      'express',
    );
    const terms: DeliveryTerm[] = [{ text: 'bald', packagingType: 'Envelope', shippingMethod: 'standard' }];
    expect(deliveryTermFor(withDrone, terms)).to.equal(undefined);
  });

  it('a payment type this version does not know is not offered and clears nothing', () => {
    expect(clearsStoredPersonalInfo('amazonPay')).to.equal(true);
    expect(clearsStoredPersonalInfo('amazonPayExpress')).to.equal(true);
    expect(clearsStoredPersonalInfo('amazonPayLater')).to.equal(false);
    expect(clearsStoredPersonalInfo(undefined)).to.equal(false);
  });

  it('a change kind this version does not know shows the generic notice: warning, known lines and a generic line', () => {
    const removed = { removedItems: [{ productId: 'p1', title: 'Kochkurs' }] };
    expect(domain.changeSeverity('VoucherExpired')).to.equal(domain.changeSeverity('MultipleChanges'));
    expect(domain.changeNeedsGenericLine({ type: 'VoucherExpired', changes: {} })).to.equal(true);
    expect(domain.changeNeedsGenericLine({ type: 'VoucherExpired', changes: removed })).to.equal(true);
    expect(domain.changeNotices({ type: 'VoucherExpired', changes: removed })).to.have.length(1);
    for (const type of domain.CART_CHANGE_TYPES) {
      expect(domain.changeNeedsGenericLine({ type, changes: removed }), type).to.equal(false);
    }
    expect(domain.changeNeedsGenericLine(null)).to.equal(false);
  });
});

describe('unknownValuesIn', () => {
  it('names nothing in a cart of known values', () => {
    const known = cart({
      items: [item({ packaging: 'GiftBox', type: 'Box' }), item({ type: 'experience' })],
      availableShippingMethods: [{ method: 'box_standard' }],
      shipping: { method: 'box_standard', price: eur(4.9) },
      selectedPaymentType: 'stripeKlarna',
      changeset: { type: 'PriceIncreased', changes: {} },
    });
    expect(unknownValuesIn(known)).to.deep.equal([]);
    expect(unknownValuesIn(cart({ items: [item({ product: { productType: undefined } })] }))).to.deep.equal(
      [],
    );
  });

  it('names each unknown value of each list once, in the order of the answer', () => {
    const unknownItem = () => {
      const tile = item({ product: product({ productType: 'Abonnement' }) });
      tile.availablePackagingOptions = [
        { type: 'Jutebeutel', title: 'Beutel', hasMultipleVariants: false, price: eur(1) },
      ];
      tile.selectedPackaging = {
        type: 'Jutebeutel',
        title: 'Beutel',
        hasMultipleVariants: false,
        price: eur(1),
      };
      return tile;
    };
    const found = unknownValuesIn(
      cart({
        items: [unknownItem(), unknownItem()],
        availableShippingMethods: [{ method: 'drone' }, { method: 'online' }],
        shipping: { method: 'drone', price: eur(9) },
        selectedPaymentType: 'cryptoWallet',
        changeset: { type: 'VoucherExpired', changes: {} },
      }),
    );
    expect(found).to.deep.equal([
      { list: 'productType', value: 'Abonnement' },
      { list: 'packagingType', value: 'Jutebeutel' },
      { list: 'shippingMethod', value: 'drone' },
      { list: 'paymentType', value: 'cryptoWallet' },
      { list: 'changeType', value: 'VoucherExpired' },
    ]);
  });

  it('tells the same text in different lists apart', () => {
    const found = unknownValuesIn(
      cart({
        items: [item({ product: { productType: 'neu' } })],
        selectedPaymentType: 'neu',
      }),
    );
    expect(found).to.deep.equal([
      { list: 'productType', value: 'neu' },
      { list: 'paymentType', value: 'neu' },
    ]);
  });
});
