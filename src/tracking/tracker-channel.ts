// What every tracking event of one <shop-cart> goes through: its data layer, the spec's notification
// events, errors reported once per kind, and what each confirmed cart hands on (recommendations, search
// conversions, the notices a cart carries).
import type { Cart } from '../domain/index.js';
import { isPaymentType } from '../domain/payments/index.js';
import { TRACKING_NOTIFICATIONS, looksExpress, unknownPaymentTypeLabel } from '../domain/tracking/index.js';
import { createDataLayer } from './data-layer.js';
import { firstTimeOnPage } from './page-marks.js';
import { sendRecommendationCart } from './recommendations.js';
import { sendSearchConversions } from './search-conversions.js';
import type { CartTrackerOptions } from './tracking-config.js';

export type TrackerChannel = ReturnType<typeof createTrackerChannel>;

export function createTrackerChannel({ brand, config, report }: CartTrackerOptions) {
  const reported = new Set<string>();
  const reportOnce = (kind: string) => (error: unknown) => {
    if (reported.has(kind)) return;
    reported.add(kind);
    report(error, { tracking: kind });
  };
  const layer = createDataLayer(reportOnce('dataLayer'));

  // Labels of errors start with 'Error - ' (spec point 4); the fallback payment is information.
  const notify = (label: string, extra: Record<string, unknown> = {}) =>
    layer.push({
      event: 'notification',
      notification_type: label.startsWith('Error') ? 'error' : 'info',
      notification_label: label,
      ...extra,
    });

  /** The recommendation object and search conversions get every confirmed cart they are given. */
  const handOn = (cart: Cart): Promise<void> => {
    try {
      sendRecommendationCart(cart, config.recommendations);
    } catch (error) {
      reportOnce('recommendations')(error);
    }
    return sendSearchConversions(cart, config.searchInsights).catch(reportOnce('searchInsights'));
  };

  /** What every confirmed cart may carry: products a changeset took out, an unknown payment type. */
  const noticesOf = (cart: Cart) => {
    for (const { productId } of cart.changeset?.changes.removedItems ?? []) {
      if (firstTimeOnPage(`offline|${cart.cartId}|${cart.cartVersion}|${productId}`)) {
        notify(TRACKING_NOTIFICATIONS.productOffline, { item_id: productId });
      }
    }
    const payment = cart.selectedPaymentType;
    if (payment && !isPaymentType(payment) && firstTimeOnPage(`payment|${payment}`)) {
      notify(unknownPaymentTypeLabel(payment, looksExpress(payment)));
    }
  };

  return { brand, layer, notify, handOn, noticesOf };
}
