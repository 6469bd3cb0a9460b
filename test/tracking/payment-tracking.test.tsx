// The way the express payments (issue 13) reach tracking: usePaymentTracking() of src/tracking/, inside an
// element's tracking context, on a cart of the reference API's default seed.
import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import type { Cart } from '../../src/domain/index.js';
import {
  createCartTracking,
  TrackingContext,
  usePaymentTracking,
  type PaymentTracking,
} from '../../src/tracking/index.js';
import { dataLayer, ecommerceEvent, eventNames, expectedItem, resetTracking } from '../helpers/data-layer.js';
import { resetCart } from '../helpers/reference-api.js';

describe('usePaymentTracking: the express payments’ events', () => {
  let cart: Cart;
  let root: Root | undefined;
  let host: HTMLElement | undefined;
  const reports: unknown[] = [];
  const seen: PaymentTracking[] = [];

  function Probe() {
    seen.push(usePaymentTracking());
    return null;
  }

  /** Renders a component that takes the payment events from an element's tracking context. */
  async function render() {
    const tracking = createCartTracking({ brand: 'JS', config: {}, report: (error) => reports.push(error) });
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const tree = () => (
      <TrackingContext.Provider value={tracking}>
        <Probe />
      </TrackingContext.Provider>
    );
    root.render(tree());
    await waitUntil(() => seen.length === 1, 'rendered');
    root.render(tree());
    await waitUntil(() => seen.length === 2, 'rendered again');
    return seen.at(-1)!;
  }

  beforeEach(async () => {
    resetTracking();
    reports.length = 0;
    seen.length = 0;
    cart = await resetCart({ seed: 'default' });
  });
  afterEach(() => {
    root?.unmount();
    host?.remove();
    resetTracking();
  });

  it('add_payment_info with the cart and the payment type when a flow starts', async () => {
    const payments = await render();
    payments.paymentStarted(cart, 'paypalExpress');
    await waitUntil(() => dataLayer().length === 2, 'add_payment_info');
    expect(dataLayer()).to.deep.equal(
      ecommerceEvent('add_payment_info', {
        currency: 'EUR',
        value: 632.6,
        items: cart.items.map((item) => expectedItem(item)),
        payment_type: 'paypalExpress',
      }),
    );
    // The same object on every render: a flow starter made from it in a memo stays valid.
    expect(seen).to.have.length(2);
    expect(seen[0]).to.equal(seen[1]);
    expect(reports).to.deep.equal([]);
  });

  it('unavailable methods and unknown types in the order they happen', async () => {
    const payments = await render();
    payments.paymentUnavailable('amazonPayExpress');
    payments.unknownPaymentType('twintExpress', true);
    payments.paymentStarted(cart, 'stripeGooglePayExpress');
    await waitUntil(() => dataLayer().length === 4, 'three events and the reset');
    expect(eventNames()).to.deep.equal(['notification', 'notification', null, 'add_payment_info']);
    expect(dataLayer().map((entry) => entry.notification_label)).to.deep.equal([
      'Error - Payment method unavailable: Amazon Pay',
      'Error - Unknown payment type: twintExpress (express: true)',
      undefined,
      undefined,
    ]);
  });
});
