// Discount codes and value vouchers: add-coupon, remove-coupon, remove-voucher.
import {
  FRIENDS_CODE,
  friendsDiscountApplies,
  isDiscountEligible,
  normaliseDiscountCode,
  productKind,
  toMinorUnits,
  validateDiscountCode,
  validateVoucherCode,
} from '../../../src/domain/index.js';
import { calculateCart } from '../calculate.js';
import { cartAnswer, commitCart } from '../cart-answer.js';
import {
  VALID_DISCOUNTS,
  VALID_VOUCHERS,
  VOUCHER_ERRORS,
  VOUCHER_KEYED_ERRORS,
  VOUCHER_PREFIX,
  discountErrorCode,
} from '../demo-codes.js';
import { codedError } from '../error-codes.js';
import { ApiError, badField, notFound } from '../http.js';
import { objectBody, optionalObjectBody, optionalString, requiredString } from '../input.js';
import type { Answer, RequestContext, Route } from '../router.js';
import type { CartState } from '../state.js';

function addVoucher(state: CartState, code: string): Answer {
  const problem = validateVoucherCode(code);
  if (problem)
    throw new ApiError(400, { key: problem, message: 'Invalid voucher code.', fields: { coupon: problem } });
  const errorCode = VOUCHER_ERRORS[code];
  if (errorCode !== undefined) throw codedError(errorCode, { fields: { coupon: code } });
  const keyed = VOUCHER_KEYED_ERRORS[code];
  if (keyed) throw new ApiError(409, { ...keyed, fields: { coupon: code } });
  const balanceCents = VALID_VOUCHERS[code];
  if (balanceCents === undefined)
    throw codedError(904, { message: 'Kein Wertgutschein mit dieser Nummer gefunden.' });
  if (state.vouchers.some((voucher) => voucher.code === code)) {
    throw codedError(910, { message: 'Dieser Wertgutschein ist bereits eingelöst.' });
  }
  if (state.items.some((item) => productKind(item.product.productType) === 'value_voucher')) {
    throw codedError(920, { message: 'Ein Wertgutschein kann nicht für Wertgutscheine eingelöst werden.' });
  }
  state.vouchers.push({
    id: `voucher-${state.vouchers.length + 1}-${code.toLowerCase()}`,
    code,
    balanceCents,
  });
  return commitCart(state);
}

/** FRIENDS typed in: the friends discount takes over from any code, when the cart qualifies. */
function applyFriends(state: CartState): Answer {
  const items = calculateCart(state).items;
  if (!items.some((item) => friendsDiscountApplies(items, item.product.productId))) {
    throw codedError(706, { message: 'Der Freunde-Rabatt gilt ab dem 2. Gutschein desselben Erlebnisses.' });
  }
  delete state.coupon;
  state.discountStatus = { success: true };
  return commitCart(state);
}

function addCoupon({ visitor, body }: RequestContext): Answer {
  const input = objectBody(body);
  const raw = input.coupon;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badField('coupon', 'notAString');
  optionalString(input, 'referer');
  if (validateDiscountCode(raw ?? '')) throw badField('coupon', 'required', 'Please enter a discount code.');
  const code = normaliseDiscountCode(raw ?? '');
  const state = visitor.cart;
  if (code.startsWith(VOUCHER_PREFIX)) return addVoucher(state, code);

  if (!state.loggedIn) {
    throw new ApiError(401, {
      key: 'User not authenticated',
      message: 'Discount codes need a logged-in account.',
    });
  }
  if (code === FRIENDS_CODE) return applyFriends(state);
  const errorCode = discountErrorCode(code);
  if (errorCode !== undefined) throw codedError(errorCode, { fields: { coupon: code } });
  const discount = VALID_DISCOUNTS[code];
  if (!discount) throw codedError(700, { fields: { coupon: code } });
  const eligibleCents = state.items
    .filter((item) => isDiscountEligible(item))
    .reduce((sum, item) => sum + toMinorUnits(item.product.price.gross.amount) * item.quantity, 0);
  if (eligibleCents === 0 || eligibleCents < (discount.minEligibleCents ?? 0)) {
    throw codedError(706, { fields: { coupon: code } });
  }
  // One discount at a time: a new code replaces the one before (and the friends discount).
  const { minEligibleCents: _min, ...coupon } = discount;
  state.coupon = coupon;
  state.discountStatus = { success: true };
  return commitCart(state);
}

function removeCoupon({ visitor, body }: RequestContext): Answer {
  optionalObjectBody(body);
  const state = visitor.cart;
  if (!state.coupon) return cartAnswer(state);
  delete state.coupon;
  delete state.discountStatus;
  return commitCart(state);
}

function removeVoucher({ visitor, body }: RequestContext): Answer {
  const voucherId = requiredString(objectBody(body), 'voucherId');
  const state = visitor.cart;
  if (!state.vouchers.some((voucher) => voucher.id === voucherId)) {
    throw notFound(`No voucher "${voucherId}" on this cart.`);
  }
  state.vouchers = state.vouchers.filter((voucher) => voucher.id !== voucherId);
  return commitCart(state);
}

export const cartDiscountRoutes: Route[] = [
  { method: 'POST', pattern: '/api/cart/add-coupon', handler: addCoupon },
  { method: 'POST', pattern: '/api/cart/remove-coupon', handler: removeCoupon },
  { method: 'POST', pattern: '/api/cart/remove-voucher', handler: removeVoucher },
];
