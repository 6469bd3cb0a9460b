// The cart as the API answers it, computed from a visitor's cart state. All sums are made in integer
// minor units and turned into Money at the end, so every total is consistent to the cent.
import {
  FRIENDS_CODE,
  FRIENDS_DISCOUNT_PERCENT,
  friendsDiscountApplies,
  friendsDiscountedQuantity,
  isDiscountEligible,
  loyaltyAvailable,
  loyaltyPoints,
  moneyFromMinorUnits,
  productKind,
  toMinorUnits,
} from '../../src/domain/index.js';
import type { AppliedVoucher, Cart, CartItem } from '../../src/domain/index.js';
import { availableShippingMethods, effectiveShippingMethod } from './shipping.js';
import type { CartState, StoredItem } from './state.js';
import { SHIPPING_PRICE_CENTS, SHIPPING_SUBTITLES, SHIPPING_TITLES, currencyOf } from './tenants.js';

/** The campaign name the automatic friends discount carries. */
export const FRIENDS_CAMPAIGN = 'FRIENDS';

const unitCents = (item: Pick<CartItem, 'product'>): number => toMinorUnits(item.product.price.gross.amount);
const percentOf = (cents: number, percent: number): number => Math.round((cents * percent) / 100);

function baseItem(stored: StoredItem, currency: string): CartItem {
  const item: CartItem = {
    id: stored.id,
    quantity: stored.quantity,
    total: { gross: moneyFromMinorUnits(unitCents(stored) * stored.quantity, currency) },
    product: stored.product,
    availablePackagingOptions: stored.availablePackagingOptions,
  };
  if (stored.experienceId) item.experienceId = stored.experienceId;
  if (stored.appointment) item.appointment = stored.appointment;
  if (stored.selectedPackaging) item.selectedPackaging = stored.selectedPackaging;
  if (stored.additionalServices) item.additionalServices = stored.additionalServices;
  return item;
}

/** The discount in minor units, marking the discounted items. One discount at a time. */
function applyDiscount(state: CartState, items: CartItem[]): number {
  const coupon = state.coupon;
  if (coupon) {
    const eligible = items.filter((item) => isDiscountEligible(item));
    for (const item of eligible) item.discount = { coupon: { code: coupon.code }, campaign: coupon.campaign };
    const eligibleCents = eligible.reduce((sum, item) => sum + unitCents(item) * item.quantity, 0);
    if (coupon.percent !== undefined) {
      return eligible.reduce(
        (sum, item) => sum + percentOf(unitCents(item) * item.quantity, coupon.percent ?? 0),
        0,
      );
    }
    return Math.min(coupon.fixedCents ?? 0, eligibleCents);
  }
  // The friends discount applies by itself when no other code is set: 10 % off all vouchers but one.
  let cents = 0;
  const seen = new Set<string>();
  for (const item of items) {
    const productId = item.product.productId;
    if (seen.has(productId) || !friendsDiscountApplies(items, productId)) continue;
    seen.add(productId);
    cents +=
      friendsDiscountedQuantity(items, productId) * percentOf(unitCents(item), FRIENDS_DISCOUNT_PERCENT);
    for (const same of items) {
      if (same.product.productId === productId && !same.appointment) {
        same.discount = { coupon: { code: FRIENDS_CODE }, campaign: FRIENDS_CAMPAIGN };
      }
    }
  }
  return cents;
}

/** The cart of a visitor as every cart call answers it. */
export function calculateCart(state: CartState): Cart {
  const currency = currencyOf(state.tenant);
  const money = (cents: number) => moneyFromMinorUnits(cents, currency);
  const items = state.items.map((stored) => baseItem(stored, currency));

  const itemsCents = items.reduce((sum, item) => sum + unitCents(item) * item.quantity, 0);
  const discountCents = applyDiscount(state, items);
  const packagingCents = items.reduce(
    (sum, item) => sum + toMinorUnits(item.selectedPackaging?.price.gross.amount ?? 0) * item.quantity,
    0,
  );
  const method = effectiveShippingMethod(state);
  const shippingCents = method ? SHIPPING_PRICE_CENTS[method] : 0;
  const beforeVouchers = Math.max(0, itemsCents + packagingCents + shippingCents - discountCents);

  // A value voucher cannot pay for value vouchers: their lines stay to be paid otherwise.
  const valueVoucherCents = items
    .filter((item) => productKind(item.product.productType) === 'value_voucher')
    .reduce((sum, item) => sum + unitCents(item) * item.quantity, 0);
  let payable = Math.max(0, beforeVouchers - valueVoucherCents);
  let deductedCents = 0;
  let leftoverCents = 0;
  const vouchers: AppliedVoucher[] = state.vouchers.map((voucher) => {
    const deducted = Math.min(voucher.balanceCents, payable);
    payable -= deducted;
    deductedCents += deducted;
    leftoverCents += voucher.balanceCents - deducted;
    return {
      id: voucher.id,
      deductedAtPurchase: money(deducted),
      balance: { currencyCode: currency, amount: money(voucher.balanceCents).amount },
    };
  });

  const cart: Cart = {
    cartId: state.cartId,
    cartVersion: state.cartVersion,
    items,
    total: { gross: money(beforeVouchers - deductedCents) },
    packagingTotal: { gross: money(packagingCents) },
    availableShippingMethods: availableShippingMethods(state).map((m) => ({
      method: m,
      title: SHIPPING_TITLES[m],
      subtitle: SHIPPING_SUBTITLES[m],
      price: money(SHIPPING_PRICE_CENTS[m]),
    })),
    totalDiscount: money(discountCents),
    vouchers,
  };
  if (method) cart.shipping = { method, price: { gross: money(shippingCents) } };
  if (state.coupon) {
    cart.coupon = { code: state.coupon.code };
    cart.discount = { campaign: state.coupon.campaign };
  } else if (items.some((item) => item.discount?.campaign === FRIENDS_CAMPAIGN)) {
    cart.discount = { campaign: FRIENDS_CAMPAIGN };
  }
  if (state.vouchers.length > 0) cart.leftoverTotal = { gross: money(leftoverCents) };
  if (loyaltyAvailable(state.tenant)) {
    cart.payback = { points: loyaltyPoints(items, cart.totalDiscount) };
    if (state.paybackNumber) cart.payback.number = state.paybackNumber;
  }
  if (state.selectedPaymentType) cart.selectedPaymentType = state.selectedPaymentType;
  if (state.discountStatus) cart.discountStatus = state.discountStatus;
  if (state.changeset) cart.changeset = state.changeset;
  return cart;
}
