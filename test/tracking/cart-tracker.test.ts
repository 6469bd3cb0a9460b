// The tracker's hooks for the express payments (the flow starter of src/payments/ calls them through
// usePaymentTracking), on a cart of the reference API's default seed.
import { expect } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { createCartTracker } from '../../src/tracking/cart-tracker.js';
import { dataLayer, ecommerceEvent, expectedItem, resetTracking } from '../helpers/data-layer.js';
import { resetCart } from '../helpers/reference-api.js';

const notification = (label: string, type = 'error') => ({
  event: 'notification',
  notification_type: type,
  notification_label: label,
});

describe('the cart tracker’s payment hooks', () => {
  let cart: Cart;
  const reports: unknown[] = [];
  const tracker = () =>
    createCartTracker({ brand: 'JS', config: {}, report: (error) => reports.push(error) });

  beforeEach(async () => {
    resetTracking();
    reports.length = 0;
    cart = await resetCart({ seed: 'default' });
  });
  afterEach(() => resetTracking());

  it('add_payment_info with the payment type when an express flow starts', () => {
    tracker().paymentStarted(cart, 'paypalExpress');
    const items = cart.items.map((item) => expectedItem(item));
    expect(dataLayer()).to.deep.equal(
      ecommerceEvent('add_payment_info', {
        currency: 'EUR',
        value: 632.6,
        items,
        payment_type: 'paypalExpress',
      }),
    );
  });

  it('unavailable express methods once per page view, unknown payment types', () => {
    const first = tracker();
    first.paymentUnavailable('stripeGooglePayExpress');
    first.paymentUnavailable('stripeGooglePayExpress');
    tracker().paymentUnavailable('stripeGooglePayExpress');
    first.paymentUnavailable('stripeKlarna'); // no label of its own: not tracked
    first.paymentUnavailable('amazonPayExpress');
    first.unknownPaymentType('twintExpress', true);
    expect(dataLayer()).to.deep.equal([
      notification('Error - Payment method unavailable: Google Pay'),
      notification('Error - Payment method unavailable: Amazon Pay'),
      notification('Error - Unknown payment type: twintExpress (express: true)'),
    ]);
    expect(reports).to.deep.equal([]);
  });
});
