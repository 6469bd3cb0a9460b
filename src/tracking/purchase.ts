import * as v from 'valibot';
import { OrderSchema } from '../api/schemas/order-schema.js';
import { describeIssues } from '../api/schemas/describe-issues.js';
import { tenantFromOrderId, tenantShortBrand, type Tenant } from '../domain/index.js';
import { isPaymentType } from '../domain/payments/index.js';
import { hashEmail, unknownPaymentTypeLabel } from '../domain/tracking/index.js';
import { readCookie } from '../storage/cookies.js';
import { TRACKING_SESSION_COOKIE, isTrackedOrder, keepTrackedOrder } from '../storage/tracked-order.js';
import { createDataLayer } from './data-layer.js';
import { purchaseEcommerce } from './purchase-event.js';

/** Options of trackPurchase; all optional. */
export interface PurchaseOptions {
  /** `item_brand` and `affiliation`; default: the short brand of the tenant the order id names. */
  brand?: string;
  /** The cookie holding the tracking session id; default `shop_tracking_session`. */
  trackingSessionCookie?: string;
}

function tenantOf(orderId: string): Tenant | null {
  try {
    return tenantFromOrderId(orderId);
  } catch {
    return null;
  }
}

async function emailHashOf(email: string | undefined): Promise<string | null> {
  if (!email?.trim()) return null;
  try {
    return await hashEmail(email.trim());
  } catch {
    return null; // no Web Crypto (an insecure page): the purchase is tracked without it
  }
}

/**
 * Tracks a purchase on the host's confirmation page (spec points 3, 7 and 9): pushes `{ ecommerce: null }`,
 * the GA4 `purchase` event (revenue floored at 0, offset share, merchandise total, gift-box packaging,
 * value- and experience-voucher coverage, items as in the cart, the e-mail hashed with the fixed salt,
 * lower-cased) and the `order_tracking` event with the tracking session id from its cookie. The order id
 * is kept in local storage: the same order is never tracked twice, also after a reload. Never throws.
 *
 * @returns true when the purchase was pushed; false when the order was tracked before or is unreadable
 *   (a console error says why).
 */
export async function trackPurchase(order: unknown, options: PurchaseOptions = {}): Promise<boolean> {
  const parsed = v.safeParse(OrderSchema, order);
  if (!parsed.success) {
    console.error(`shop-tracking: the order is unreadable: ${describeIssues(parsed.issues)}`);
    return false;
  }
  const read = parsed.output;
  if (isTrackedOrder(read.orderId)) return false;
  const emailHash = await emailHashOf(read.email);
  // Checked again after the wait, then kept and pushed in one step: two calls never both push.
  if (isTrackedOrder(read.orderId)) return false;
  keepTrackedOrder(read.orderId);

  const tenant = tenantOf(read.orderId);
  const brand = options.brand ?? (tenant ? tenantShortBrand(tenant) : '');
  const layer = createDataLayer((error) => console.error('shop-tracking: the data layer failed', error));
  layer.pushEcommerce(
    'purchase',
    purchaseEcommerce(read, { brand, tenant }),
    emailHash ? { email_hash: emailHash } : {},
  );
  const payment = read.payment;
  if (payment && !isPaymentType(payment.paymentType)) {
    layer.push({
      event: 'notification',
      notification_type: 'error',
      notification_label: unknownPaymentTypeLabel(payment.paymentType, payment.isExpressPayment),
    });
  }
  const session = readCookie(options.trackingSessionCookie ?? TRACKING_SESSION_COOKIE);
  layer.push({
    event: 'order_tracking',
    order_id: read.orderId,
    ...(session ? { tracking_session_id: session } : {}),
  });
  return true;
}
