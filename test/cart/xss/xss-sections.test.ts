// The XSS corpus through the sections of the cart: the change notice, shipping methods and the money
// sections (test/helpers/xss-channels.ts runs each channel).
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart, CartChangeset } from '../../../src/domain/index.js';
import { threeItemCart } from '../../helpers/carts.js';
import { $, $$, mountShopCart, removeMounted, shadow, textOf } from '../../helpers/cart-fixture.js';
import { resetCart, startupDataFor } from '../../helpers/reference-api.js';
import { injections, type XssPayload } from '../../helpers/xss-corpus.js';
import { ALL, describeXssChannels, FAST, mountWithItems } from '../../helpers/xss-channels.js';
import type { XssChannel } from '../../helpers/xss-channels.js';

function changesetOf(payloads: readonly XssPayload[]): CartChangeset {
  const products = payloads.map((payload) => ({ productId: `${payload.id}`, title: payload.value }));
  const difference = { amount: 5, currencyCode: 'EUR' };
  return {
    type: 'MultipleChanges',
    message: payloads.map((payload) => payload.value).join(' '),
    changes: {
      removedItems: products,
      priceIncreasedItems: products.map((entry) => ({ ...entry, differenceAmount: difference })),
      priceDecreasedItems: products.map((entry) => ({ ...entry, differenceAmount: difference })),
      removedShippingMethods: products,
      outdatedAppointments: products.map((entry) => ({
        ...entry,
        appointment: '2027-03-12T17:30:00Z',
        appointmentId: entry.productId,
      })),
    },
  };
}

interface StartupData {
  tenant: string;
  props: { cart: Cart } & Record<string, unknown>;
}

/**
 * Each payload in every text the money sections show from the cart: coupon code and campaign (cart and
 * item), the discount status message, a voucher's id and the loyalty number (redemption mode, logged in,
 * as the reference API's start-up data has it).
 */
async function moneySections(payloads: readonly XssPayload[]): Promise<Element> {
  await resetCart({ seed: 'default', loggedIn: true, mode: 'redemption' });
  const startup = (await startupDataFor({
    includeCart: true,
    newDesign: true,
    itemLayout: 'current',
  })) as unknown as StartupData;
  let element: Element | undefined;
  for (const payload of payloads) {
    removeMounted();
    const { cart } = startup.props;
    const money = { amount: 5, currencyCode: cart.total.gross.currencyCode };
    const hostile: Cart = {
      ...cart,
      coupon: { code: payload.value },
      discount: { campaign: payload.value },
      totalDiscount: money,
      discountStatus: { success: false, message: payload.value },
      vouchers: [
        { id: payload.value, deductedAtPurchase: money, balance: { currencyCode: money.currencyCode } },
      ],
      payback: { number: payload.value, points: 5 },
      items: cart.items.map((entry) => ({
        ...entry,
        discount: { coupon: { code: payload.value }, campaign: payload.value },
      })),
    };
    element = mountShopCart({
      attributes: { tenant: startup.tenant, locale: 'de' },
      data: { ...startup, props: { ...startup.props, cart: hostile } },
    });
    await waitUntil(() => $$(element!, '[part="item"]').length > 0, 'tiles', FAST);
    expect(injections(shadow(element)), `payload ${payload.id}`).to.deep.equal([]);
    if (payload.value === '__proto__') {
      // The channel is on screen: code, campaign and loyalty number show as text.
      const summary = textOf($(element, '[part="summary"]'));
      for (const shown of ['Rabatt (__proto__)', 'Rabattcode: __proto__', 'Kundennummer: __proto__']) {
        expect(summary).to.contain(shown);
      }
    }
  }
  return element!;
}

/** Payloads as the titles and subtitles of shipping methods, five to a cart (one per method id). */
async function shippingMethods(payloads: readonly XssPayload[]): Promise<Element> {
  const methods = ['online', 'standard', 'box_standard', 'express', 'box_express'] as const;
  let element: Element | undefined;
  for (let start = 0; start < payloads.length; start += methods.length) {
    removeMounted();
    const chunk = payloads.slice(start, start + methods.length);
    const cart = threeItemCart({
      availableShippingMethods: chunk.map((p, n) => ({
        method: methods[n]!,
        title: p.value,
        subtitle: p.value,
      })),
    });
    element = await mountWithItems(cart);
    const shown = textOf($(element, '[part="shipping"]'));
    for (const p of chunk)
      expect(shown, `payload ${p.id} as text`).to.contain(p.value.replace(/[ \t\n\r]+/g, ' ').trim());
    expect(injections(shadow(element)), `payloads from ${chunk[0]?.id}`).to.deep.equal([]);
  }
  return element!;
}

const CHANNELS: XssChannel[] = [
  {
    name: 'changeset titles and message',
    kinds: ALL,
    show: async (payloads) => {
      const element = await mountWithItems(threeItemCart({ changeset: changesetOf(payloads) }));
      await waitUntil(() => $(element, '[data-notice="cart-changes"]'), 'the change notice', {
        timeout: 5000,
      });
      const shown = textOf($(element, '[data-notice="cart-changes"]'));
      const missing = payloads.filter((p) => !shown.includes(p.value.replace(/[ \t\n\r]+/g, ' ').trim()));
      expect(
        missing.map((p) => p.id),
        'titles show as text',
      ).to.deep.equal([]);
      return element;
    },
  },
  { name: 'shipping method titles and subtitles', kinds: ALL, show: shippingMethods },
  {
    name: 'money sections (coupon, campaign, discount message, voucher, loyalty number)',
    kinds: ALL,
    show: moneySections,
  },
];

describeXssChannels(CHANNELS);
