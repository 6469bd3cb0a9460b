import { expect } from '@open-wc/testing';
import * as domain from '../../src/domain/index.js';
import type { Cart } from '../../src/domain/index.js';
// A lazy chunk: loaded with import() by the cart, never through the domain's index.
import { discountEntryError, loyaltyEntryError } from '../../src/domain/code-entry-errors.js';
import { item } from '../helpers/carts.js';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    cartId: 'c1',
    cartVersion: 1,
    items: [item({ price: 100, quantity: 2 })],
    total: { gross: eur(200) },
    availableShippingMethods: [],
    vouchers: [],
    ...overrides,
  };
}

const kinds = (rows: ReturnType<typeof domain.summaryRows>) => rows.map((row) => row.kind);

describe('summaryRows', () => {
  const shopping = { mode: 'shopping', tenant: 'JS_DE' } as const;

  it('shows only the total and the order total for a plain cart, both the server total', () => {
    const rows = domain.summaryRows(cart(), shopping);
    expect(rows).to.deep.equal([
      { kind: 'total', amount: eur(200) },
      { kind: 'orderTotal', amount: eur(200) },
    ]);
  });

  it('lists every row in the spec order, each with the server amount', () => {
    const full = cart({
      items: [item({ price: 80, quantity: 1, product: { originalPrice: { gross: eur(100) } } })],
      packagingTotal: { gross: eur(7.9) },
      shipping: { method: 'standard', price: { gross: eur(1.95) } },
      totalDiscount: eur(10),
      coupon: { code: 'SOMMER10' },
      vouchers: [
        { id: 'v1', deductedAtPurchase: eur(25), balance: { currencyCode: 'EUR', amount: 25 } },
        { id: 'v2', deductedAtPurchase: eur(40), balance: { currencyCode: 'EUR', amount: 100 } },
      ],
      leftoverTotal: { gross: eur(60) },
      total: { gross: eur(14.85) },
      payback: { number: '1234567890', points: 35 },
    });
    const rows = domain.summaryRows(full, { mode: 'redemption', tenant: 'JS_DE' });
    expect(kinds(rows)).to.deep.equal([
      'packaging',
      'shipping',
      'discount',
      'voucher',
      'voucher',
      'leftover',
      'total',
      'savings',
      'points',
      'orderTotal',
    ]);
    expect(rows[2]).to.deep.equal({ kind: 'discount', amount: eur(10), label: 'SOMMER10' });
    expect(rows[4]).to.deep.equal({
      kind: 'voucher',
      voucherId: 'v2',
      amount: eur(40),
      position: 2,
      count: 2,
    });
    expect(rows[7]).to.deep.equal({ kind: 'savings', amount: eur(30) });
    expect(rows[8]).to.deep.equal({ kind: 'points', points: 35 });
    // The total incl. VAT is the price: left to pay plus what the vouchers pay; the order total is left to pay.
    expect(rows[6]).to.deep.equal({ kind: 'total', amount: eur(79.85) });
    expect(rows[9]).to.deep.equal({ kind: 'orderTotal', amount: eur(14.85) });
  });

  it('shows free shipping as free, and no leftover in the shopping flow', () => {
    const rows = domain.summaryRows(
      cart({
        shipping: { method: 'online', price: { gross: eur(0) } },
        vouchers: [{ id: 'v1', deductedAtPurchase: eur(20), balance: { currencyCode: 'EUR' } }],
        leftoverTotal: { gross: eur(5) },
      }),
      shopping,
    );
    expect(rows[0]).to.deep.equal({ kind: 'shipping', amount: eur(0), free: true });
    expect(kinds(rows)).to.not.include('leftover');
  });

  it('shows points only for German tenants with a number or scrid', () => {
    const withPoints = cart({ payback: { scrid: 's', points: 12 } });
    expect(kinds(domain.summaryRows(withPoints, shopping))).to.include('points');
    expect(kinds(domain.summaryRows(withPoints, { mode: 'shopping', tenant: 'JS_AT' }))).to.not.include(
      'points',
    );
    expect(kinds(domain.summaryRows(cart({ payback: { points: 12 } }), shopping))).to.not.include('points');
  });

  it('counts savings from reductions times quantity plus the discount; price rises are no saving', () => {
    const items = [
      item({ price: 90, quantity: 3, product: { originalPrice: { gross: eur(100) } } }),
      item({ id: 'i2', price: 50, product: { originalPrice: { gross: eur(40) } } }),
    ];
    expect(domain.cartSavings(cart({ items, totalDiscount: eur(5) }))).to.deep.equal(eur(35));
    expect(kinds(domain.summaryRows(cart({ items: [item()] }), shopping))).to.not.include('savings');
  });
});

describe('code entry failures', () => {
  it('reads not authenticated, special characters, discount and voucher codes', () => {
    expect(discountEntryError({ key: 'User not authenticated' })).to.deep.equal({
      key: 'discount.errors.notAuthenticated',
      hint: 'login',
    });
    expect(discountEntryError({ key: 'specialCharacters' }).key).to.equal(
      'vouchers.errors.specialCharacters',
    );
    expect(discountEntryError({ code: 706, message: 'Zu wenig' })).to.deep.equal({
      key: 'discount.errors.tooLittleValue',
      hint: 'hotline',
      serverMessage: 'Zu wenig',
    });
    expect(discountEntryError({ code: 712 })).to.deep.equal({
      key: 'discount.errors.unavailable',
      hint: 'hotline',
    });
    expect(discountEntryError({ code: 716 }).key).to.equal('discount.errors.campaignInvalid');
    expect(discountEntryError({ code: 705 }).key).to.equal('discount.errors.rejected');
    expect(discountEntryError({ code: 905 })).to.deep.equal({ key: 'vouchers.errors.balanceZero' });
    expect(discountEntryError({ code: 920 })).to.deep.equal({
      key: 'vouchers.errors.cartHasVoucherProducts',
      hint: 'shopLink',
    });
    expect(discountEntryError({ code: 500 })).to.deep.equal({ key: 'errors.generic' });
  });

  it("reads the value voucher meanings of spec point 8: 910 as the cart's 'Sorry!' text, keyed meanings", () => {
    expect(discountEntryError({ code: 910 })).to.deep.equal({ key: 'vouchers.errors.codeInvalid' });
    expect(discountEntryError({ code: 409, key: 'amountChanged' })).to.deep.equal({
      key: 'vouchers.errors.amountChanged',
    });
    expect(discountEntryError({ key: 'voucherType' })).to.deep.equal({
      key: 'vouchers.errors.voucherType',
      hint: 'shopLink',
    });
    // A key that only an object's prototype knows is no meaning.
    expect(discountEntryError({ key: 'constructor', code: 500 })).to.deep.equal({ key: 'errors.generic' });
  });

  it('reads loyalty number refusals', () => {
    expect(loyaltyEntryError({ key: 'length' }).key).to.equal('loyalty.errors.length');
    expect(loyaltyEntryError({ key: 'invalid' }).key).to.equal('loyalty.errors.invalid');
    expect(loyaltyEntryError({ code: 0 }).key).to.equal('errors.generic');
  });
});

describe('friends badge, redemption info and page', () => {
  it('puts the badge on vouchers of friends experiences only', () => {
    expect(domain.showsFriendsBadge(item({ product: { hasFriendsDiscount: true } }))).to.equal(true);
    expect(domain.showsFriendsBadge(item({ product: { hasFriendsDiscount: false } }))).to.equal(false);
    expect(
      domain.showsFriendsBadge(
        item({
          product: { hasFriendsDiscount: true },
          appointment: { appointmentId: 'a', date: '2027-03-12T17:30:00Z' },
        }),
      ),
    ).to.equal(false);
    expect(domain.showsFriendsBadge(item({ type: 'box', product: { hasFriendsDiscount: true } }))).to.equal(
      false,
    );
  });

  it('shows the redemption info for voucher products, not for tickets or gift wrap alone', () => {
    expect(domain.showsRedemptionInfo({ items: [item()] })).to.equal(true);
    expect(domain.showsRedemptionInfo({ items: [item({ type: 'gift_wrap' })] })).to.equal(false);
    expect(
      domain.showsRedemptionInfo({
        items: [item({ appointment: { appointmentId: 'a', date: '2027-03-12T17:30:00Z' } })],
      }),
    ).to.equal(false);
  });

  it('names the redemption page by the URL label plus /einloesen, never a script URL', () => {
    const web = { href: 'https://www.js.example/', label: 'www.js.example' };
    expect(domain.redemptionPage({ urls: { web } })).to.deep.equal({
      href: 'https://www.js.example/einloesen',
      label: 'www.js.example/einloesen',
    });
    expect(domain.redemptionPage({ urls: { web, redeemVoucher: 'https://x.example/r' } })?.href).to.equal(
      'https://x.example/r',
    );
    expect(domain.redemptionPage({ urls: { web, redeemVoucher: 'javascript:alert(1)' } })).to.equal(null);
    expect(domain.redemptionPage(null)).to.equal(null);
  });
});
