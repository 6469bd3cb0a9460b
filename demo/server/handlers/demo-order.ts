// GET /api/test/order: an Order (spec point 3) made from the visitor's current cart, as a checkout would
// hand it to the order confirmation page, so the demo panel (and tests) can call trackPurchase with it.
import { orderIdPrefix } from '../../../src/domain/index.js';
import type { Order } from '../../../src/domain/index.js';
import { calculateCart } from '../calculate.js';
import { ok } from '../router.js';
import type { Answer, RequestContext, Route } from '../router.js';

/** The e-mail address of the demo orders (hashed in the data layer, never shown there). */
export const DEMO_ORDER_EMAIL = 'Erika.Mustermann@example.com';

function demoOrder({ visitor }: RequestContext): Answer {
  const cart = calculateCart(visitor.cart);
  visitor.orderCount += 1;
  const order: Order = {
    orderId: `1-${orderIdPrefix(visitor.cart.tenant)}${4200000 + visitor.orderCount}`,
    email: DEMO_ORDER_EMAIL,
    items: cart.items,
    total: cart.total,
    paymentVouchers: cart.vouchers.map((voucher) => ({
      type: 'value_voucher',
      deductedAtPurchase: { amount: voucher.deductedAtPurchase.amount },
    })),
    payment: { paymentType: 'invoice', isExpressPayment: false },
  };
  if (cart.shipping) {
    order.shipping = {
      id: cart.shipping.method,
      price: { gross: { amount: cart.shipping.price.gross.amount } },
    };
  }
  if (cart.coupon) order.discount = { coupon: { code: cart.coupon.code } };
  else if (cart.discount?.campaign) order.discount = { campaign: cart.discount.campaign };
  if (cart.totalDiscount) order.discountTotal = cart.totalDiscount;
  return ok(order);
}

export const demoOrderRoutes: Route[] = [{ method: 'GET', pattern: '/api/test/order', handler: demoOrder }];
