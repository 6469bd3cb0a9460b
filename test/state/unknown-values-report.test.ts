// Values of known lists that this version does not know are reported once per element, however many
// answers carry them (bare stores, with a reporter that records what it is given).
import { expect, waitUntil } from '@open-wc/testing';
import { applyCartAtom, errorReporterAtom, reportUnknownValuesAtom } from '../../src/state/index.js';
import type { Cart } from '../../src/domain/index.js';
import type { ErrorReporter } from '../../src/telemetry/error-reporter.js';
import { item, threeItemCart } from '../helpers/carts.js';
import { cartStore } from '../helpers/store.js';

function recordingReporter(enabled = true) {
  const warnings: { message: string; extra: Record<string, unknown> | undefined }[] = [];
  const reporter: ErrorReporter = {
    enabled,
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
  it('reports each value once, however many answers carry it', async () => {
    const { reporter, warnings } = recordingReporter();
    const store = storeReportingTo(reporter);
    await store.set(reportUnknownValuesAtom, cartWith(1, 'Abonnement'));
    await store.set(reportUnknownValuesAtom, cartWith(2, 'Abonnement', 'cryptoWallet'));
    await store.set(reportUnknownValuesAtom, cartWith(3, 'Abonnement', 'cryptoWallet'));
    await store.set(reportUnknownValuesAtom, cartWith(4, 'Jahreskarte', 'cryptoWallet'));
    expect(warnings.map((w) => w.extra)).to.deep.equal([
      { list: 'productType', value: 'Abonnement' },
      { list: 'paymentType', value: 'cryptoWallet' },
      { list: 'productType', value: 'Jahreskarte' },
    ]);
    expect(warnings[0]?.message).to.contain('productType').and.contain('Abonnement');
  });

  it('reports once also when answers arrive together', async () => {
    const { reporter, warnings } = recordingReporter();
    const store = storeReportingTo(reporter);
    await Promise.all(
      [1, 2, 3].map((version) => store.set(reportUnknownValuesAtom, cartWith(version, 'Abonnement'))),
    );
    expect(warnings).to.have.length(1);
  });

  it('reports every cart that goes on screen, and nothing for a late answer that is not shown', async () => {
    const { reporter, warnings } = recordingReporter();
    const store = storeReportingTo(reporter);
    store.set(applyCartAtom, threeItemCart({ cartVersion: 5 }));
    expect(store.set(applyCartAtom, cartWith(4, 'Abonnement'))).to.equal(false);
    expect(store.set(applyCartAtom, cartWith(6, 'Jahreskarte'))).to.equal(true);
    await waitUntil(() => warnings.length > 0, 'a report');
    // The late answer's value is not reported even after the shown cart's value was.
    await store.set(reportUnknownValuesAtom, threeItemCart());
    expect(warnings.map((w) => w.extra?.value)).to.deep.equal(['Jahreskarte']);
  });

  it('reports once per element: another element reports the same value again', async () => {
    const first = recordingReporter();
    const second = recordingReporter();
    await storeReportingTo(first.reporter).set(reportUnknownValuesAtom, cartWith(1, 'Abonnement'));
    await storeReportingTo(second.reporter).set(reportUnknownValuesAtom, cartWith(1, 'Abonnement'));
    expect(first.warnings).to.have.length(1);
    expect(second.warnings).to.have.length(1);
  });

  it('does nothing when reporting is off, and shows the cart all the same', async () => {
    const { reporter, warnings } = recordingReporter(false);
    const store = storeReportingTo(reporter);
    expect(store.set(applyCartAtom, cartWith(1, 'Abonnement'))).to.equal(true);
    await store.set(reportUnknownValuesAtom, cartWith(2, 'Abonnement'));
    expect(warnings).to.deep.equal([]);
    expect(cartStore(null).set(applyCartAtom, cartWith(1, 'Abonnement'))).to.equal(true);
  });
});
