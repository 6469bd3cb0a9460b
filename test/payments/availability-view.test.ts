import { expect } from '@open-wc/testing';
import { availabilityView } from '../../src/payments/area/availability-view.js';

describe('express payments: the availability published for tracking', () => {
  it('names why a configured type is not offered: its script, the device, the server, a failed check', () => {
    expect(
      availabilityView({
        configured: ['stripe', 'paypal', 'amazonPay'],
        statuses: {
          stripe: { state: 'ready' },
          paypal: { state: 'unavailable', reason: 'script' },
          amazonPay: { state: 'ready' },
        },
        checks: {
          stripeGooglePayExpress: { status: 'done', available: false },
          amazonPayExpress: { status: 'done', available: false, failed: true },
        },
        walletTypes: ['stripeGooglePayExpress'],
      }),
    ).to.deep.equal({
      stripeApplePayExpress: { status: 'done', available: false, reason: 'device' },
      stripeGooglePayExpress: { status: 'done', available: false, reason: 'server' },
      paypalExpress: { status: 'done', available: false, reason: 'script' },
      amazonPayExpress: { status: 'done', available: false, reason: 'check-failed' },
    });
  });

  it('goes from not started through pending to done; an unconfigured provider is left out', () => {
    const configured = ['paypal'] as const;
    expect(availabilityView({ configured, statuses: {}, checks: {}, walletTypes: [] })).to.deep.equal({
      paypalExpress: { status: 'notstarted', available: false },
    });
    for (const status of ['pending', 'done'] as const) {
      const check = { status, available: true };
      expect(
        availabilityView({
          configured,
          statuses: { paypal: { state: 'ready' } },
          checks: { paypalExpress: check },
          walletTypes: [],
        }),
      ).to.deep.equal({ paypalExpress: check });
    }
  });

  it('counts both wallets unavailable when Stripe.js did not load', () => {
    expect(
      availabilityView({
        configured: ['stripe'],
        statuses: { stripe: { state: 'unavailable', reason: 'script' } },
        checks: {},
        walletTypes: [],
      }),
    ).to.deep.equal({
      stripeApplePayExpress: { status: 'done', available: false, reason: 'script' },
      stripeGooglePayExpress: { status: 'done', available: false, reason: 'script' },
    });
  });
});
