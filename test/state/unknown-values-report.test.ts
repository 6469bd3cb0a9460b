// Values of known lists that this version does not know are reported once per element, however many
// answers carry them (bare stores, with a reporter that records what it is given).
import { expect } from '@open-wc/testing';
import { applyCartAtom, errorReporterAtom } from '../../src/state/index.js';
import type { Cart } from '../../src/domain/index.js';
import type { ErrorReporter } from '../../src/telemetry/error-reporter.js';
import { item, threeItemCart } from '../fixtures/carts.js';
import { cartStore } from './store-fixtures.js';

function recordingReporter() {
  const warnings: { message: string; extra: Record<string, unknown> | undefined }[] = [];
  const reporter: ErrorReporter = {
    enabled: true,
    report: () => Promise.resolve(undefined),
    reportWarning: (message, extra) => {
      warnings.push({ message, extra });
      return Promise.resolve('event');
    },
    showReportDialog: () => Promise.resolve(),
  };
  return { reporter, warnings };
}

function storeReportingTo(reporter: ErrorReporter) {
  const store = cartStore(null);
  store.set(errorReporterAtom, reporter);
  return store;
}

/** The fixture cart at a version, with an item of an unknown product type and, if given, a payment type. */
function cartWith(version: number, productType: string, paymentType?: string): Cart {
  const cart = threeItemCart({ cartVersion: version });
  cart.items.push(item({ id: `i-${productType}`, product: { ...cart.items[0]!.product, productType } }));
  if (paymentType) cart.selectedPaymentType = paymentType;
  return cart;
}

describe('reporting values this version does not know', () => {
  it('reports each value once, however many answers carry it', () => {
    const { reporter, warnings } = recordingReporter();
    const store = storeReportingTo(reporter);
    store.set(applyCartAtom, cartWith(1, 'Abonnement'));
    store.set(applyCartAtom, cartWith(2, 'Abonnement', 'cryptoWallet'));
    store.set(applyCartAtom, cartWith(3, 'Abonnement', 'cryptoWallet'));
    store.set(applyCartAtom, cartWith(4, 'Jahreskarte', 'cryptoWallet'));
    expect(warnings.map((w) => w.extra)).to.deep.equal([
      { list: 'productType', value: 'Abonnement' },
      { list: 'paymentType', value: 'cryptoWallet' },
      { list: 'productType', value: 'Jahreskarte' },
    ]);
    expect(warnings[0]?.message).to.contain('productType').and.contain('Abonnement');
  });

  it('reports nothing for a cart of known values, or for a late answer that is not shown', () => {
    const { reporter, warnings } = recordingReporter();
    const store = storeReportingTo(reporter);
    store.set(applyCartAtom, threeItemCart({ cartVersion: 5 }));
    expect(store.set(applyCartAtom, cartWith(4, 'Abonnement'))).to.equal(false);
    expect(warnings).to.deep.equal([]);
  });

  it('reports once per element: another element reports the same value again', () => {
    const first = recordingReporter();
    const second = recordingReporter();
    storeReportingTo(first.reporter).set(applyCartAtom, cartWith(1, 'Abonnement'));
    storeReportingTo(second.reporter).set(applyCartAtom, cartWith(1, 'Abonnement'));
    expect(first.warnings).to.have.length(1);
    expect(second.warnings).to.have.length(1);
  });

  it('shows the cart all the same when no reporter is set', () => {
    const store = cartStore(null);
    expect(store.set(applyCartAtom, cartWith(1, 'Abonnement'))).to.equal(true);
  });
});
