// A data layer that throws or is not a list never breaks the cart: reported once, to the console and to
// the element's error client.
import { expect, waitUntil } from '@open-wc/testing';
import { $, choose, mountShopCart, waitForTiles } from '../../helpers/cart-fixture.js';
import { resetCart, serverCart } from '../../helpers/reference-api.js';
import { isDisabled } from '../../helpers/delivery-cart.js';
import { BOX, describeJourneys, itemOf, nextStep, selectOf } from '../../helpers/tracking-journeys.js';
import { clearSentryReports, sentryReports } from '../../helpers/sentry.js';

describeJourneys(() => {
  it('tracking never breaks the cart: a throwing data layer is reported once and the cart works', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      (window as { dataLayer?: unknown }).dataLayer = {
        push: () => {
          throw new Error('tag manager broke');
        },
      };
      const cart = await resetCart({ seed: 'default' });
      const element = mountShopCart({ data: {} });
      await waitForTiles(element);
      const box = itemOf(cart, BOX);
      choose(selectOf(element, box), '2');
      await waitUntil(async () => (await serverCart()).cartVersion > cart.cartVersion);
      await waitUntil(
        () => selectOf(element, box).value === '2' && !$(element, '[role="alert"]')?.textContent,
      );
      const reports = () => warnings.filter(([text]) => String(text).includes('tracking'));
      await waitUntil(() => reports().length > 0, 'reported');
      choose(selectOf(element, box), '3');
      await waitUntil(() => selectOf(element, box).value === '3');
      await waitUntil(async () => (await serverCart()).cartVersion > cart.cartVersion + 1);
      expect(reports()).to.have.length(1);
      expect(String(reports()[0]?.[1])).to.contain('tag manager broke');
    } finally {
      console.warn = warn;
    }
  });

  it('reports a broken data layer once to the element’s error client', async () => {
    await clearSentryReports();
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      (window as { dataLayer?: unknown }).dataLayer = 42;
      const cart = await resetCart({ seed: 'default' });
      const element = mountShopCart({
        data: {
          errorReporting: {
            enabled: true,
            dsn: `http://key@${location.host}/sentry/31`,
            environment: 't',
            release: 't',
          },
        },
      });
      await waitForTiles(element);
      choose(selectOf(element, itemOf(cart, BOX)), '2');
      // On the server before the next choice: two choices within one frame would merge into one call.
      await waitUntil(async () => (await serverCart()).cartVersion === cart.cartVersion + 1, 'first change');
      await waitUntil(
        () => selectOf(element, itemOf(cart, BOX)).value === '2' && !isDisabled(nextStep(element)),
      );
      const envelopes = () => sentryReports();
      await waitUntil(async () => (await envelopes()).length > 0, 'a report', { timeout: 8000 });
      choose(selectOf(element, itemOf(cart, BOX)), '3');
      await waitUntil(async () => (await serverCart()).cartVersion === cart.cartVersion + 2);
      const reports = await envelopes();
      expect(reports).to.have.length(1);
      expect(reports[0]?.path).to.equal('/sentry/api/31/envelope/');
      expect(reports[0]?.body).to.contain('dataLayer');
    } finally {
      console.warn = warn;
    }
  });
});
