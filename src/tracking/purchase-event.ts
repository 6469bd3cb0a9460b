import { fromMinorUnits, taxFactor, toMinorUnits, type Order } from '../domain/index.js';
import {
  TRACKING_DEFAULTS,
  giftBoxPackagingTotal,
  merchandiseTotal,
  offsetShare,
  purchaseRevenue,
  trackingLines,
  voucherCoverage,
} from '../domain/tracking/index.js';
import type { Ecommerce } from './cart-ecommerce.js';
import { ga4Items } from './ga4-items.js';

/** What the purchase event needs besides the order. */
export interface PurchaseContext {
  /** `item_brand` and `affiliation`. */
  brand: string;
  /** The tenant the order id names; its tax factor gives `tax`. */
  tenant: string | null;
}

/** The VAT in a gross amount at the tenant's tax factor, to the cent. */
function taxIn(gross: number, tenant: string): number {
  const cents = toMinorUnits(gross);
  return fromMinorUnits(cents - Math.round(cents / taxFactor(tenant)));
}

/**
 * The `ecommerce` member of the purchase event, with the revenue rules of spec point 9: the value is the
 * order total floored at 0; the merchandise total is the total minus gross shipping; gift-box packaging
 * is summed per quantity; voucher coverage is split into value-voucher and experience-voucher amounts,
 * and the offset share is their sum divided by the total plus their sum.
 */
export function purchaseEcommerce(order: Order, { brand, tenant }: PurchaseContext): Ecommerce {
  const items = ga4Items(trackingLines(order.items), brand);
  const value = purchaseRevenue(order);
  const shipping = order.shipping?.price.gross.amount ?? 0;
  const coverage = voucherCoverage(order.paymentVouchers);
  const deducted = fromMinorUnits(
    toMinorUnits(coverage.valueVoucher) + toMinorUnits(coverage.experienceVoucher),
  );
  const ecommerce: Ecommerce = {
    transaction_id: order.orderId,
    affiliation: brand,
    currency: order.total.gross.currencyCode,
    value,
    shipping,
    merchandise_total: merchandiseTotal(order.total.gross, shipping),
    gift_box_packaging: giftBoxPackagingTotal(order.items),
    value_voucher_amount: coverage.valueVoucher,
    experience_voucher_amount: coverage.experienceVoucher,
    offset_share: offsetShare(deducted, order.total.gross),
    shipping_margin: TRACKING_DEFAULTS.shippingMargin,
    items,
  };
  if (tenant) ecommerce.tax = taxIn(value, tenant);
  if (order.shipping?.id) ecommerce.shipping_tier = order.shipping.id;
  const coupon = order.discount?.coupon;
  if (coupon?.code) ecommerce.coupon = coupon.code;
  const campaign = coupon?.campaignName ?? order.discount?.campaign;
  if (campaign) ecommerce.campaign = campaign;
  if (order.discountTotal) ecommerce.discount = order.discountTotal.amount;
  if (order.payment) {
    ecommerce.payment_type = order.payment.paymentType;
    ecommerce.express_payment = order.payment.isExpressPayment;
  }
  return ecommerce;
}
