// The answer schemas as a tolerant reader (DESIGN.md section 1): null means absent, unknown members are
// dropped, unknown values of known lists are kept, and only what the page cannot render without fails.
import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { CartSchema, TenantConfigSchema, withoutNullMembers } from '../../src/api/index.js';
import { parseErrorBody } from '../../src/api/error-body-schema.js';
import { javaStyleCart, spelledCart, withUnknownPackaging } from '../helpers/spelled-carts.js';

type Json = Record<string, unknown>;

const read = (raw: unknown) => v.safeParse(CartSchema, raw);
function parsed(raw: unknown) {
  const result = read(raw);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(result.issues.map((i) => i.message))}`);
  return result.output;
}
const full = () => spelledCart('full') as Json & { items: (Json & { product: Json; total: Json })[] };

describe('reading a cart answer', () => {
  it('reads members sent as null exactly like members left out', () => {
    expect(parsed(spelledCart('null'))).to.deep.equal(parsed(spelledCart('absent')));
    const absent = parsed(spelledCart('absent'));
    expect(absent.items).to.have.length(3);
    expect(absent.vouchers).to.deep.equal([]);
    expect(absent.availableShippingMethods).to.deep.equal([]);
    expect(absent.items[0]?.availablePackagingOptions).to.deep.equal([]);
    expect('coupon' in absent || 'changeset' in absent || 'payback' in absent).to.equal(false);
  });

  it('drops members it does not know, at every level', () => {
    const extra = parsed(spelledCart('extra'));
    expect(extra).to.deep.equal(parsed(spelledCart('full')));
    expect(JSON.stringify(extra)).not.to.match(/sustainability|Flag2031|tags|"net"|"tax"/);
  });

  it('reads the Java default spelling: present objects with null members', () => {
    const cart = parsed(javaStyleCart());
    expect(cart.payback).to.deep.equal({ points: 17 });
    expect(cart.discountStatus).to.deep.equal({ success: false });
    expect(cart.discount).to.deep.equal({});
    expect(cart.coupon).to.equal(undefined);
    expect(cart.changeset?.changes).to.have.keys(['priceIncreasedItems']);
    expect(cart.items[0]?.selectedPackaging).to.deep.equal({
      type: 'Envelope',
      title: 'Umschlag',
      hasMultipleVariants: false,
      price: { gross: { amount: 0, currencyCode: 'EUR' } },
    });
    expect(Object.keys(cart.items[0]?.product.image ?? {})).to.deep.equal(['src']);
    expect(cart.items[2]?.appointment).to.deep.equal({
      appointmentId: 'a-1',
      date: '2027-03-05T17:30:00.000Z',
    });
  });

  it('accepts a changeset whose changes are null', () => {
    const raw = { ...full(), changeset: { type: 'ProductRemoved', message: null, changes: null } };
    expect(parsed(raw).changeset).to.deep.equal({ type: 'ProductRemoved', changes: {} });
  });

  describe('keeps the values of known lists that it does not know yet', () => {
    const cases: [
      string,
      (cart: Json & { items: Json[] }) => void,
      (cart: ReturnType<typeof parsed>) => unknown,
    ][] = [
      [
        'product type',
        (cart) => ((cart.items[0]!.product as Json).productType = 'Abonnement'),
        (cart) => cart.items[0]?.product.productType,
      ],
      ['packaging type', withUnknownPackaging, (cart) => cart.items[0]?.selectedPackaging?.type],
      [
        'shipping method',
        (cart) => {
          cart.shipping = { method: 'drone', price: { gross: { amount: 9, currencyCode: 'EUR' } } };
          cart.availableShippingMethods = [{ method: 'drone' }];
        },
        (cart) => cart.shipping?.method,
      ],
      [
        'payment type',
        (cart) => (cart.selectedPaymentType = 'cryptoWallet'),
        (cart) => cart.selectedPaymentType,
      ],
      [
        'change kind',
        (cart) => (cart.changeset = { type: 'VoucherExpired', changes: {} }),
        (cart) => cart.changeset?.type,
      ],
    ];
    const values = ['Abonnement', 'Jutebeutel', 'drone', 'cryptoWallet', 'VoucherExpired'];
    cases.forEach(([name, spoil, pick], index) => {
      it(name, () => {
        const raw = full();
        spoil(raw);
        expect(pick(parsed(raw))).to.equal(values[index]);
      });
    });
  });

  describe('refuses only what the page cannot render without', () => {
    const refusals: [string, (cart: Json & { items: (Json & { product: Json; total: Json })[] }) => void][] =
      [
        ['no items array', (cart) => Reflect.deleteProperty(cart, 'items')],
        ['items null', (cart) => (cart.items = null as never)],
        ['an item without id', (cart) => delete cart.items[1]!.id],
        ['an item with id null', (cart) => (cart.items[1]!.id = null)],
        ['an item without quantity', (cart) => delete cart.items[1]!.quantity],
        ['an item without price', (cart) => Reflect.deleteProperty(cart.items[1]!, 'total')],
        [
          'an item price without amount',
          (cart) => (cart.items[1]!.total = { gross: { currencyCode: 'EUR' } }),
        ],
        [
          'a product price without amount',
          (cart) => (cart.items[1]!.product.price = { gross: { currencyCode: 'EUR', amount: null } }),
        ],
        ['a cart total without amount', (cart) => (cart.total = { gross: { currencyCode: 'EUR' } })],
        ['an unknown value of the wrong type', (cart) => (cart.items[1]!.product.productType = 7)],
      ];
    for (const [name, spoil] of refusals) {
      it(name, () => {
        const raw = full();
        spoil(raw);
        expect(read(raw).success).to.equal(false);
      });
    }
  });
});

describe('withoutNullMembers', () => {
  it('leaves out null members at every depth and keeps array elements', () => {
    expect(withoutNullMembers({ a: null, b: { c: null, d: [null, { e: null, f: 1 }] }, g: 0 })).to.deep.equal(
      {
        b: { d: [null, { f: 1 }] },
        g: 0,
      },
    );
  });

  it('stops at the depth it is given, leaving the parts below for their own schemas', () => {
    const data = { a: null, props: { mode: null, cart: { coupon: null, items: [] } } };
    expect(withoutNullMembers(data, 2)).to.deep.equal({ props: { cart: { coupon: null, items: [] } } });
    expect(withoutNullMembers(data, 1)).to.deep.equal({
      props: { mode: null, cart: { coupon: null, items: [] } },
    });
    // The part below is handed on as it came, not copied.
    expect((withoutNullMembers(data, 2) as { props: { cart: unknown } }).props.cart).to.equal(
      data.props.cart,
    );
  });

  it('hands back a value without null members as it came, and finds one deep in a list', () => {
    const clean = { items: [{ id: 'a', product: { services: ['x'], price: { gross: 1 } } }], total: 0 };
    expect(withoutNullMembers(clean)).to.equal(clean);
    const deep: { items: { id: string; product?: { image?: null; title: string } }[] } = {
      items: [{ id: 'a' }, { id: 'b', product: { image: null, title: 't' } }],
    };
    const read = withoutNullMembers(deep) as typeof deep;
    expect(read).to.deep.equal({ items: [{ id: 'a' }, { id: 'b', product: { title: 't' } }] });
    // Only the path to the null member is copied; the rest is handed on.
    expect(read.items[0]).to.equal(deep.items[0]);
    expect(deep.items[1]?.product?.image, 'the answer itself is left alone').to.equal(null);
    // A copied record keeps its members in their order.
    const copied = withoutNullMembers({ z: 1, a: null, m: 2, 10: 3, 2: 4 }) as Json;
    expect(Object.keys(copied)).to.deep.equal(['2', '10', 'z', 'm']);
    expect(Object.values(copied)).to.deep.equal([4, 3, 1, 2]);
  });

  it('keeps a member named __proto__ a plain member', () => {
    const read = withoutNullMembers(JSON.parse('{"__proto__": {"cartId": "x"}, "a": null}')) as Json;
    expect(Object.getPrototypeOf(read)).to.equal(Object.prototype);
    expect(read.cartId).to.equal(undefined);
    expect(Object.keys(read)).to.deep.equal(['__proto__']);
  });
});

describe('reading an error answer', () => {
  it('keeps what it can of a body with null members', () => {
    expect(parseErrorBody({ code: 706, key: null, message: null, fields: null })).to.deep.equal({
      code: 706,
    });
    expect(
      parseErrorBody({ code: null, key: 'COUNT_EXCEEDED', fields: { appointmentIds: null, x: 1 } }),
    ).to.deep.equal({
      key: 'COUNT_EXCEEDED',
      fields: { x: 1 },
    });
  });
});

describe('reading the tenant configuration', () => {
  it('reads null as absent and drops unknown members', () => {
    const result = v.safeParse(TenantConfigSchema, {
      brandDisplayName: 'Jochen Schweizer',
      urls: { web: { href: 'https://www.example.de', label: 'example.de' }, redemption: null },
      notCountableSkus: null,
      noOfExperiences: 4000,
      giftWrapperSize: null,
      boxWithGreetingCardPrice: { amount: 7.9, currencyCode: 'EUR' },
      shippingProviders: null,
      newTenantFlag: true,
    });
    expect(result.success && result.output).to.deep.equal({
      brandDisplayName: 'Jochen Schweizer',
      urls: { web: { href: 'https://www.example.de', label: 'example.de' } },
      noOfExperiences: 4000,
      boxWithGreetingCardPrice: { amount: 7.9, currencyCode: 'EUR' },
    });
    expect(v.safeParse(TenantConfigSchema, {}).success).to.equal(true);
  });

  it('refuses members of the wrong type', () => {
    expect(v.safeParse(TenantConfigSchema, { noOfExperiences: 'viele' }).success).to.equal(false);
    expect(v.safeParse(TenantConfigSchema, 'JS_DE').success).to.equal(false);
  });
});
