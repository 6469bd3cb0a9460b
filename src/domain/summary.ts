import type { Cart, Money } from './types/index.js';
import type { CartMode } from './cart-mode.js';
import { appliedDiscount } from './discount.js';
import { showsLoyaltyPoints } from './loyalty.js';
import { isZeroMoney, moneyFromMinorUnits, toMinorUnits } from './money.js';
import { showsLeftover } from './voucher.js';

/** What the summary needs besides the cart. */
export interface SummaryContext {
  mode: CartMode;
  tenant: string;
}

/**
 * One row of the summary box (spec point 2). Every amount is one the server answered; the page adds up
 * nothing but the savings, which the server does not send.
 */
export type SummaryRow =
  | { kind: 'packaging'; amount: Money }
  | { kind: 'shipping'; amount: Money; free: boolean }
  | { kind: 'discount'; amount: Money; label: string }
  | { kind: 'voucher'; voucherId: string; amount: Money; position: number; count: number }
  | { kind: 'leftover'; amount: Money }
  | { kind: 'total'; amount: Money }
  | { kind: 'savings'; amount: Money }
  | { kind: 'points'; points: number }
  | { kind: 'orderTotal'; amount: Money };

const above0 = (money: Money | undefined): money is Money =>
  money !== undefined && toMinorUnits(money.amount) > 0;

/**
 * What the shopper saves: the original-price differences of reduced items (times their quantity) plus the
 * discount. Only differences in the cart's currency count, and only reductions (an original price below
 * the price is no saving).
 */
export function cartSavings(cart: Pick<Cart, 'items' | 'totalDiscount' | 'total'>): Money {
  const currency = cart.total.gross.currencyCode;
  const reductions = cart.items.reduce((sum, item) => {
    const original = item.product.originalPrice?.gross;
    const price = item.product.price.gross;
    if (!original || original.currencyCode !== currency || price.currencyCode !== currency) return sum;
    const difference = toMinorUnits(original.amount) - toMinorUnits(price.amount);
    return difference > 0 ? sum + difference * item.quantity : sum;
  }, 0);
  const discount =
    cart.totalDiscount?.currencyCode === currency ? Math.abs(toMinorUnits(cart.totalDiscount.amount)) : 0;
  return moneyFromMinorUnits(reductions + discount, currency);
}

/**
 * The order's price incl. VAT: what the server says is left to pay (`total.gross`, after value vouchers)
 * plus what the value vouchers pay (`deductedAtPurchase`, in the cart's currency). A value voucher is a
 * means of payment, not a reduction of the price (tracking's offset share reads it the same way, spec
 * point 9), so 'Gesamtpreis (inkl. MwSt.)' shows the price and the order total ('Gesamtsumme') what is
 * left to pay; without vouchers both are `total.gross`.
 */
export function totalBeforeVouchers(cart: Pick<Cart, 'total' | 'vouchers'>): Money {
  const { currencyCode } = cart.total.gross;
  const paidByVouchers = cart.vouchers
    .filter((voucher) => voucher.deductedAtPurchase.currencyCode === currencyCode)
    .reduce((sum, voucher) => sum + Math.max(0, toMinorUnits(voucher.deductedAtPurchase.amount)), 0);
  return paidByVouchers === 0
    ? cart.total.gross
    : moneyFromMinorUnits(toMinorUnits(cart.total.gross.amount) + paidByVouchers, currencyCode);
}

/**
 * The rows of the summary box in the spec's order: packaging (when charged), shipping costs (when a
 * method is set; free ones say so), discount (when above 0), one row per applied value voucher, the
 * leftover value (redemption flow only, see `showsLeftover`), the total incl. VAT, 'Du sparst' (when
 * above 0), the loyalty points (see `showsLoyaltyPoints`) and the order total. The order total is the
 * server's `total.gross` (left to pay); the total incl. VAT adds back what value vouchers pay (see
 * `totalBeforeVouchers`).
 */
export function summaryRows(cart: Cart, context: SummaryContext): SummaryRow[] {
  const rows: SummaryRow[] = [];
  if (above0(cart.packagingTotal?.gross)) rows.push({ kind: 'packaging', amount: cart.packagingTotal.gross });
  if (cart.shipping) {
    const amount = cart.shipping.price.gross;
    rows.push({ kind: 'shipping', amount, free: isZeroMoney(amount) });
  }
  if (above0(cart.totalDiscount)) {
    rows.push({ kind: 'discount', amount: cart.totalDiscount, label: appliedDiscount(cart)?.label ?? '' });
  }
  cart.vouchers.forEach((voucher, index) => {
    rows.push({
      kind: 'voucher',
      voucherId: voucher.id,
      amount: voucher.deductedAtPurchase,
      position: index + 1,
      count: cart.vouchers.length,
    });
  });
  if (showsLeftover(cart, context.mode) && cart.leftoverTotal) {
    rows.push({ kind: 'leftover', amount: cart.leftoverTotal.gross });
  }
  rows.push({ kind: 'total', amount: totalBeforeVouchers(cart) });
  const savings = cartSavings(cart);
  if (above0(savings)) rows.push({ kind: 'savings', amount: savings });
  if (showsLoyaltyPoints(context.tenant, cart.payback) && cart.payback?.points) {
    rows.push({ kind: 'points', points: cart.payback.points });
  }
  rows.push({ kind: 'orderTotal', amount: cart.total.gross });
  return rows;
}
