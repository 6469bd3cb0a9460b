// Values this version does not know are reported once each to the element's own error client.
import { expect, waitUntil } from '@open-wc/testing';
import { spelledCart } from '../../helpers/spelled-carts.js';
import { $$, choose, mountShopCart, waitForTiles } from '../../helpers/cart-fixture.js';
import { armNextAnswer, resetCart } from '../../helpers/reference-api.js';
import { type Json } from '../../helpers/tolerant-reading.js';
import { clearSentryReports, sentryReports, type Envelope } from '../../helpers/sentry.js';

describe('reporting values this version does not know', () => {
  const envelopes = (project: number) => sentryReports(project);
  const mentioning = (all: Envelope[], text: string) =>
    all.filter((envelope) => envelope.body.includes(text));

  beforeEach(clearSentryReports);

  it('reports each unknown value once to the element’s own client, however many answers carry it', async () => {
    await resetCart({ seed: 'single' });
    const withUnknowns = (version: number, extra: Json = {}) => {
      const cart = spelledCart('full') as Json & { items: Json[] };
      cart.cartVersion = version;
      (cart.items[1]!.product as Json).productType = 'Abonnement';
      cart.shipping = { method: 'drone', price: { gross: { amount: 0, currencyCode: 'EUR' } } };
      return { ...cart, ...extra };
    };
    const element = mountShopCart({
      data: {
        props: { cart: withUnknowns(3) },
        errorReporting: {
          enabled: true,
          dsn: `http://key@${location.host}/sentry/31`,
          environment: 'test',
          release: 't',
        },
      },
    });
    await waitForTiles(element, 4);
    await waitUntil(async () => (await envelopes(31)).length === 2, 'two reports', { timeout: 5000 });

    // The next answer carries the same two values again and one more.
    await armNextAnswer(
      '/api/cart/set-item-quantity',
      withUnknowns(4, { selectedPaymentType: 'cryptoWallet' }),
    );
    choose($$<HTMLSelectElement>(element, '[data-item-id="i-range"] select')[0]!, '3');
    await waitUntil(
      async () => mentioning(await envelopes(31), 'cryptoWallet').length === 1,
      'the third report',
      {
        timeout: 5000,
      },
    );
    const all = await envelopes(31);
    expect(mentioning(all, 'Abonnement')).to.have.length(1);
    expect(mentioning(all, 'drone')).to.have.length(1);
    expect(all).to.have.length(3);
    expect(mentioning(all, 'Abonnement')[0]?.body).to.contain('"level":"warning"').and.contain('productType');
  });
});
