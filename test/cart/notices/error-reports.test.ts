import { expect, waitUntil } from '@open-wc/testing';
import { $, $$, choose, mountShopCart, textOf, waitForTiles } from '../../helpers/cart-fixture.js';
import { armFault, resetCart } from '../../helpers/reference-api.js';
import { clearSentryReports, reportingTo, sentryReports } from '../../helpers/sentry.js';

const envelopes = () => sentryReports();

const QUANTITY = '/api/cart/set-item-quantity';

async function cartReportingTo(projectId: number) {
  const cart = await resetCart({ seed: 'single' });
  const element = mountShopCart({
    data: {
      errorReporting: reportingTo(projectId),
    },
  });
  await waitForTiles(element, 1);
  const item = cart.items[0]!;
  const select = () => $$(element, `[data-item-id="${item.id}"] select`)[0] as HTMLSelectElement;
  return { element, select };
}

describe('reporting unexpected cart errors', () => {
  beforeEach(clearSentryReports);

  it('reports a server error of a cart change to the element’s own client', async () => {
    const { element, select } = await cartReportingTo(11);
    await armFault(QUANTITY, '500');
    choose(select(), '2');
    await waitUntil(() => textOf($(element, '[role="alert"]')) !== '');
    await waitUntil(async () => (await envelopes()).length === 1, 'one report', { timeout: 5000 });
    const [report] = await envelopes();
    expect(report?.path).to.equal('/sentry/api/11/envelope/');
    expect(report?.body).to.contain('HTTP 500').and.contain('set-item-quantity');
  });

  it('reports an answer that is not a cart', async () => {
    const { select } = await cartReportingTo(12);
    await armFault(QUANTITY, 'invalid-cart');
    choose(select(), '2');
    await waitUntil(async () => (await envelopes()).length === 1, 'one report', { timeout: 5000 });
  });

  it('does not report a dropped connection, which is the shopper’s network', async () => {
    const { element, select } = await cartReportingTo(13);
    await armFault(QUANTITY, 'drop');
    choose(select(), '2');
    await waitUntil(() => textOf($(element, '[role="alert"]')).includes('Verbindung'), 'connection message', {
      timeout: 5000,
    });
    // A server error afterwards is reported: once its report is in, one of the drop would be in too.
    await armFault(QUANTITY, '500');
    choose(select(), '2');
    await waitUntil(async () => (await envelopes()).length > 0, 'report of the server error', {
      timeout: 5000,
    });
    const reports = await envelopes();
    expect(reports).to.have.length(1);
    expect(reports[0]?.body).to.contain('HTTP 500');
  });
});
