// What the cart looks like, compared with the committed baselines of each engine at a phone's and a
// desktop's width (docs/visual-testing.md): the full cart in both designs and both item layouts, the
// empty cart, loading, a failed load, an English cart. The cart's data is the reference API's fixed seed.
import { waitUntil } from '@open-wc/testing';
import { $, mountShopCart, removeMounted } from '../helpers/cart-fixture.js';
import { mountCartFor } from '../helpers/delivery-cart.js';
import { armFault, releaseHeld, resetCart, startupDataFor } from '../helpers/reference-api.js';
import { hangGuard } from '../helpers/engine.js';
import { WIDTHS, expectLooksAsBefore, prepareViewport } from '../helpers/visual.js';

const DESIGNS = [
  { newDesign: true, itemLayout: 'current' },
  { newDesign: true, itemLayout: 'next' },
  { newDesign: false, itemLayout: 'current' },
  { newDesign: false, itemLayout: 'next' },
] as const;

/**
 * The shipping section loads its delivery terms and countries as it comes near the viewport: bring it into
 * view and wait for both, so that no shot (WebKit's scrolls to stitch its slices) catches them arriving.
 */
async function shippingLoaded(element: HTMLElement) {
  await waitUntil(() => $(element, '[part="shipping"]'), 'the shipping section');
  $(element, '[part="shipping"]')?.scrollIntoView();
  await waitUntil(
    () => {
      const text = $(element, '[part="shipping"]')?.textContent ?? '';
      return /Werktag/.test(text) && /(Lieferung nach|Delivery to)/.test(text);
    },
    'the delivery terms and countries',
    { timeout: 10000 },
  );
  window.scrollTo(0, 0);
}

/** A cart without its items in the start-up data, whose GET /api/cart meets `fault`. */
async function mountLoading(fault: 'hold' | '500') {
  await resetCart();
  await armFault('/api/cart', fault);
  const data = await startupDataFor({ includeCart: false, newDesign: true, itemLayout: 'current' });
  return mountShopCart({ attributes: { tenant: data.tenant, locale: 'de' }, data });
}

for (const width of WIDTHS) {
  describe(`cart states at ${width} px, as in the baselines`, function () {
    this.timeout(hangGuard(60000));
    before(() => prepareViewport(width));
    afterEach(removeMounted);

    for (const { newDesign, itemLayout } of DESIGNS) {
      const name = `full-${newDesign ? 'new' : 'old'}-${itemLayout}`;
      it(`${name}: the full cart`, async () => {
        const { element } = await mountCartFor({ newDesign, itemLayout });
        await shippingLoaded(element);
        await expectLooksAsBefore(name, width, element);
      });
    }

    it('empty: the empty cart', async () => {
      const { element } = await mountCartFor({ seed: 'empty' });
      await waitUntil(() => $(element, '[part="empty"]') ?? $(element, 'h1'), 'the empty cart');
      await expectLooksAsBefore('empty', width, element);
    });

    it('loading: the cart while GET /api/cart has not answered', async () => {
      const element = await mountLoading('hold');
      await waitUntil(() => $(element, '[role="status"]'), 'the loading indicator');
      try {
        await expectLooksAsBefore('loading', width, element);
      } finally {
        await releaseHeld('/api/cart');
      }
    });

    it('load-failed: the notice when the cart cannot be loaded', async () => {
      const element = await mountLoading('500');
      await waitUntil(() => $(element, '[data-notice="load-failed"]'), 'the failure notice');
      await expectLooksAsBefore('load-failed', width, element);
    });

    it('english: the full cart in English', async () => {
      await resetCart();
      const data = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'current' });
      const element = mountShopCart({ attributes: { tenant: data.tenant, locale: 'en' }, data });
      await waitUntil(() => $(element, '[part="item"]'), 'the tiles');
      await shippingLoaded(element);
      await expectLooksAsBefore('english', width, element);
    });
  });
}
