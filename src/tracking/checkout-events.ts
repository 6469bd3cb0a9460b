// Tracking events on the way to payment: the shipping method, the express payments, the next step.
import type { Cart } from '../domain/index.js';
import type { ExpressFailure } from '../domain/payments/index.js';
import {
  expressFailureNotice,
  paymentUnavailableLabel,
  unknownPaymentTypeLabel,
} from '../domain/tracking/index.js';
import { cartEcommerce } from './cart-ecommerce.js';
import { firstTimeOnPage } from './page-marks.js';
import type { TrackerChannel } from './tracker-channel.js';

export function checkoutEvents({ brand, layer, notify }: TrackerChannel) {
  return {
    /** The server confirmed the shipping method the shopper chose: add_shipping_info with it as the tier. */
    shippingChosen(cart: Cart, method: string): void {
      layer.pushEcommerce('add_shipping_info', { ...cartEcommerce(cart, brand), shipping_tier: method });
    },

    /** An express payment flow started: add_payment_info with the payment type. */
    paymentStarted(cart: Cart, paymentType: string): void {
      layer.pushEcommerce('add_payment_info', { ...cartEcommerce(cart, brand), payment_type: paymentType });
    },

    /** The shopper goes on to the next checkout step. */
    checkoutBegun(cart: Cart): void {
      layer.pushEcommerce('begin_checkout', cartEcommerce(cart, brand));
    },

    /** An express payment method is not available (invoice, credit card, Google Pay ... Sofort). */
    paymentUnavailable(paymentType: string): void {
      const label = paymentUnavailableLabel(paymentType);
      if (label && firstTimeOnPage(`unavailable|${paymentType}`)) notify(label);
    },

    /** An express flow failed (a cancel is no failure): its notification, with the missing fields if any. */
    paymentFailed(paymentType: string, failure: ExpressFailure): void {
      const notice = expressFailureNotice(failure);
      if (!notice) return;
      notify(notice.label, {
        payment_type: paymentType,
        ...(notice.missingFields ? { missing_fields: notice.missingFields } : {}),
      });
    },

    /** A payment type this version does not know, with the express flag. */
    unknownPaymentType(method: string, express: boolean): void {
      notify(unknownPaymentTypeLabel(method, express));
    },
  };
}
