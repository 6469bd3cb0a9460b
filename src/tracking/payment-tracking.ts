// What the express payments (issue 13) tell tracking: the one way they reach the data layer. Their flow
// starter is plain code that runs in click handlers: `ExpressCheckoutArea` calls usePaymentTracking() and
// hands the result to the flow, which calls `paymentStarted` as a flow starts (add_payment_info).
import { useMemo } from 'react';
import type { Cart } from '../domain/index.js';
import type { ExpressFailure } from '../domain/payments/index.js';
import type { CartTracking } from './tracking-loader.js';
import { useTracking } from './TrackingContext.js';

/** The express payments' events; each queues on the element's tracker and never throws. */
export interface PaymentTracking {
  /**
   * An express payment flow started (the shopper clicked a provider's button and the flow was not
   * refused): `add_payment_info` with the cart the flow started from and `payment_type` (e.g.
   * `paypalExpress`).
   */
  paymentStarted(cart: Cart, paymentType: string): void;
  /**
   * An express flow failed: a notification naming the failure, and for missing or wrong personal
   * information the missing fields (spec point 5); nothing for a cancel.
   */
  paymentFailed(paymentType: string, failure: ExpressFailure): void;
  /** The server answered that an express method is not available: its notification, once per page view. */
  paymentUnavailable(paymentType: string): void;
  /** A payment type this version does not know, with the express flag. */
  unknownPaymentType(method: string, express: boolean): void;
}

/** The payment events of one element's tracking (for code outside React, such as the flow starter). */
export function paymentTrackingOf(tracking: CartTracking): PaymentTracking {
  return {
    paymentStarted: (cart, paymentType) =>
      void tracking.with((tracker) => tracker.paymentStarted(cart, paymentType)),
    paymentFailed: (paymentType, failure) =>
      void tracking.with((tracker) => tracker.paymentFailed(paymentType, failure)),
    paymentUnavailable: (paymentType) =>
      void tracking.with((tracker) => tracker.paymentUnavailable(paymentType)),
    unknownPaymentType: (method, express) =>
      void tracking.with((tracker) => tracker.unknownPaymentType(method, express)),
  };
}

/** The payment events of the element the component renders in; the same object for the element's life. */
export function usePaymentTracking(): PaymentTracking {
  const tracking = useTracking();
  return useMemo(() => paymentTrackingOf(tracking), [tracking]);
}
