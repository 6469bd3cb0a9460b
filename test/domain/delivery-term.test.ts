import { expect } from '@open-wc/testing';
import type { Cart, DeliveryTerm, PackagingType, ShippingMethodId } from '../../src/domain/index.js';
import { deliveryTermForMethod, dominantPackaging, selectedShippingMethod } from '../../src/domain/index.js';
import { item } from '../helpers/carts.js';

/** The delivery term of a cart: the rule of its items with its shipping method (as the shipping section asks it). */
const deliveryTermFor = (cart: Pick<Cart, 'items' | 'shipping'>, terms: readonly DeliveryTerm[]) =>
  deliveryTermForMethod(cart.items, selectedShippingMethod(cart), terms);

const term = (packagingType: PackagingType, shippingMethod: ShippingMethodId): DeliveryTerm => ({
  text: `${packagingType} ${shippingMethod}`,
  packagingType,
  shippingMethod,
});

const terms: DeliveryTerm[] = [
  term('Envelope', 'standard'),
  term('Envelope', 'express'),
  term('GiftBox', 'standard'),
  term('GiftBox', 'express'),
  term('GiftBox', 'box_standard'),
  term('Included', 'box_express'),
];

const cart = (
  method: ShippingMethodId | undefined,
  items: Cart['items'],
): Pick<Cart, 'items' | 'shipping'> => ({
  items,
  ...(method ? { shipping: { method, price: { gross: { amount: 0, currencyCode: 'EUR' } } } } : {}),
});

describe('delivery terms', () => {
  it("is 'sofort' for online shipping or when everything is a PDF", () => {
    expect(deliveryTermFor(cart('online', [item({ packaging: 'GiftBox' })]), terms)).to.equal('sofort');
    expect(
      deliveryTermFor(cart('standard', [item({ packaging: 'Pdf' }), item({ packaging: 'Pdf' })]), terms),
    ).to.equal('sofort');
  });

  it('ranks gift box or included first, then envelope, then PDF', () => {
    expect(dominantPackaging([item({ packaging: 'Pdf' }), item({ packaging: 'Envelope' })])).to.equal(
      'Envelope',
    );
    expect(
      dominantPackaging([
        item({ packaging: 'Envelope' }),
        item({ packaging: 'GiftBox' }),
        item({ packaging: 'Pdf' }),
      ]),
    ).to.equal('GiftBox');
    expect(dominantPackaging([item({ packaging: 'Included' }), item({ packaging: 'Envelope' })])).to.equal(
      'Included',
    );
    expect(dominantPackaging([item()])).to.equal(undefined);
  });

  it('takes the term of the dominant packaging and the shipping method', () => {
    const mixed = [
      item({ packaging: 'Envelope' }),
      item({ packaging: 'GiftBox' }),
      item({ packaging: 'Pdf' }),
    ];
    expect(deliveryTermFor(cart('express', mixed), terms)).to.deep.equal(term('GiftBox', 'express'));
    expect(deliveryTermFor(cart('standard', mixed), terms)).to.deep.equal(term('GiftBox', 'standard'));
    expect(deliveryTermFor(cart('express', [item({ packaging: 'Envelope' })]), terms)).to.deep.equal(
      term('Envelope', 'express'),
    );
    expect(
      deliveryTermFor(cart('box_express', [item({ type: 'box', packaging: 'Included' })]), terms),
    ).to.deep.equal(term('Included', 'box_express'));
    // Included falls back to the gift box term of the same method.
    expect(
      deliveryTermFor(cart('box_standard', [item({ type: 'box', packaging: 'Included' })]), terms),
    ).to.deep.equal(term('GiftBox', 'box_standard'));
  });

  it('uses the envelope standard term for experiences and value vouchers in envelope or included packaging', () => {
    const letters = [
      item({ type: 'experience', packaging: 'Included' }),
      item({ type: 'value_voucher', packaging: 'Envelope' }),
      item({ type: 'experience', packaging: 'Pdf' }),
    ];
    expect(deliveryTermFor(cart('standard', letters), terms)).to.deep.equal(term('Envelope', 'standard'));
    expect(deliveryTermFor(cart('box_standard', letters), terms)).to.deep.equal(term('Envelope', 'standard'));
    // A box in the cart is a parcel again.
    const withBox = [...letters, item({ type: 'box', packaging: 'Included' })];
    expect(deliveryTermFor(cart('standard', withBox), terms)).to.deep.equal(term('GiftBox', 'standard'));
  });

  it('has no term without a shipping method or a matching term', () => {
    expect(deliveryTermFor(cart(undefined, [item({ packaging: 'GiftBox' })]), terms)).to.equal(undefined);
    expect(deliveryTermFor(cart('express', [item({ packaging: 'GiftBox' })]), [])).to.equal(undefined);
  });
});
