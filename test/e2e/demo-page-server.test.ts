// The demo server renders the shop page for the visitor's current cart and the panel's choices, as a
// shop's server would: no request on load, a reload is a real revisit, choices survive it, failures are
// reported, text is compressed, the panel keeps to Trusted Types (bundles from dist/).
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { euro } from '../helpers/cart-fixture.js';
import { DemoPage, demoVisitEachTest, setChoices, textOf } from '../helpers/demo-page.js';
import {
  armFault,
  nextChanges,
  recordedRequests,
  serverCart,
  setQuantityOnServer,
} from '../helpers/reference-api.js';
import { expectAbsent } from '../helpers/assertions.js';

describe('the demo page served for the current cart', () => {
  let page: DemoPage | undefined;
  let cart: Cart;

  demoVisitEachTest((reset) => (cart = reset));

  it('makes no API request on load, also on a revisit, and the page carries the current cart', async () => {
    // A change the page did not see: the served cart must be the server's, not a stale one.
    const item = cart.items.find((candidate) => !candidate.appointment)!;
    await setQuantityOnServer(item.id, item.quantity + 1);
    const current = await serverCart();
    const before = (await recordedRequests()).length;
    const callsSince = async () => (await recordedRequests()).slice(before);

    // The cart's own calls: the express payments ask nothing before the page is idle either, but then
    // they do (test/payments/express-area.test.ts, test/e2e/demo-payments.test.ts).
    await setChoices('payments=false');
    page = await DemoPage.open();
    await waitUntil(() => page!.counterText('shop-cart-counter').length > 0, 'cart counter rendered');
    expect(page.served().props.cart?.cartVersion).to.equal(current.cartVersion);
    expect(page.total()).to.equal(euro(current.total.gross.amount));
    expect(await callsSince(), 'API calls on load').to.deep.equal([]);
    expect(page.apiRequests(), 'API requests the page made').to.deep.equal([]);

    await page.plainReload();
    expect(page.total()).to.equal(euro(current.total.gross.amount));
    expect(await callsSince(), 'API calls on the revisit').to.deep.equal([]);
    expect(page.apiRequests(), 'API requests of the revisit').to.deep.equal([]);
  });

  for (const includeCart of [true, false]) {
    it(`shows a change between visits on the next reload exactly once (cart in start-up data: ${includeCart})`, async () => {
      await setChoices(`includeCart=${includeCart}`);
      page = await DemoPage.open();
      await nextChanges('PriceIncreased');
      expectAbsent(page.notice(), 'no notice before the revisit');

      await page.plainReload();
      await waitUntil(() => /teurer geworden/.test(textOf(page!.notice())), 'price notice on the revisit', {
        timeout: 5000,
      });
      const changed = await serverCart();
      expect(page.total()).to.equal(euro(changed.total.gross.amount));
      expect(Boolean(page.served().props.cart), 'cart in the start-up data').to.equal(includeCart);
      if (includeCart) expect(page.served().props.cart?.changeset?.type).to.equal('PriceIncreased');

      await page.plainReload();
      expect(page.total(), 'the changed price stays').to.equal(euro(changed.total.gross.amount));
      if (includeCart) expect(page.served().props.cart?.changeset, 'no changeset twice').to.equal(undefined);
      expectAbsent(page.notice(), 'no notice on the second revisit');
      await waitUntil(
        () => /loaded the cart|came with the cart/.test(page!.status()),
        'panel reports the load',
      );
      expectAbsent(page.notice(), 'still no notice');
      expect((await serverCart()).changeset, 'the server sends it no more').to.equal(undefined);
    });
  }

  it('renders the page for the panel choices, and they survive a plain reload', async () => {
    page = await DemoPage.open();
    const { panel } = page;
    panel<HTMLSelectElement>('[name="tenant"]').value = 'MD_AT';
    panel<HTMLSelectElement>('[name="seed"]').value = 'single';
    panel<HTMLSelectElement>('[name="itemLayout"]').value = 'next';
    panel<HTMLInputElement>('[name="loggedIn"]').checked = true;
    panel<HTMLInputElement>('[name="newDesign"]').checked = false;
    panel<HTMLInputElement>('[name="includeCart"]').checked = false;
    await page.reloadBy(() => panel<HTMLButtonElement>('button[value="reset"]').click());

    const expectChoices = async (when: string) => {
      expect(page!.panel<HTMLSelectElement>('[name="tenant"]').value, when).to.equal('MD_AT');
      expect(page!.panel<HTMLSelectElement>('[name="seed"]').value, when).to.equal('single');
      expect(page!.panel<HTMLSelectElement>('[name="itemLayout"]').value, when).to.equal('next');
      expect(page!.panel<HTMLInputElement>('[name="loggedIn"]').checked, when).to.equal(true);
      expect(page!.panel<HTMLInputElement>('[name="newDesign"]').checked, when).to.equal(false);
      expect(page!.panel<HTMLInputElement>('[name="includeCart"]').checked, when).to.equal(false);
      const data = page!.served();
      expect(data.tenant, when).to.equal('MD_AT');
      expect(data.props.newDesign, when).to.equal(false);
      expect(data.props.itemLayout, when).to.equal('next');
      expect(data.props.customerEmailHash, when).to.be.a('string');
      expect(data.props.cart, when).to.equal(undefined);
      await waitUntil(() => page!.root?.querySelectorAll('[part="item"]').length === 1, `${when}: one item`);
      await waitUntil(() => /loaded the cart \(GET \/api\/cart\)/.test(page!.status()), `${when}: status`);
    };
    await expectChoices('after the reset');
    expect(page.status()).to.match(/^Cart reset to "single" \(MD_AT\)\./);

    await page.plainReload();
    await expectChoices('after a plain reload');
    expect((await serverCart()).items).to.have.length(1);
  });

  it('renders each reload for the choices just applied, however quickly the page reloads', async function () {
    this.timeout(60000);
    // The panel writes its choices into a cookie and reloads at once; a cookie write reaches the jar
    // later than the page's script goes on, and in Chromium about one reload in six went out with the
    // old cookie before the panel waited for the write.
    await setChoices('includeCart=false&serverRender=false&payments=false');
    page = await DemoPage.open();
    for (const itemLayout of ['next', 'current', 'next', 'current', 'next', 'current', 'next', 'current']) {
      page.panel<HTMLSelectElement>('[name="itemLayout"]').value = itemLayout;
      await page.reloadBy(() => page!.panel<HTMLButtonElement>('button[value="reload"]').click(), {
        cart: false,
      });
      expect(page.served().props.itemLayout, 'the page served').to.equal(itemLayout);
      expect(page.panel<HTMLSelectElement>('[name="itemLayout"]').value, 'the panel').to.equal(itemLayout);
    }
  });

  it('reports a failed load of the cart as failed', async () => {
    await setChoices('includeCart=false');
    page = await DemoPage.open();
    await armFault('/api/cart', '500');
    page.panel<HTMLSelectElement>('#demo-change [name="type"]').value = 'PriceIncreased';
    await page.reloadBy(() => page!.panel<HTMLButtonElement>('#demo-change button').click(), { cart: false });
    await waitUntil(() => /failed/.test(page!.status()), 'panel reports the failure', { timeout: 5000 });
    expect(page.status()).to.match(/^PriceIncreased: the element's GET \/api\/cart failed: \S/);
    expectAbsent(page.root?.querySelector('[part="cart"]'), 'cart');
  });

  it('loads the element with shop-cart-after-paint.js where the server rendered the cart, else shop-cart.js', async () => {
    const scripts = async () =>
      [
        ...new DOMParser()
          .parseFromString(await (await fetch('/demo/index.html')).text(), 'text/html')
          .querySelectorAll<HTMLScriptElement>('script[src^="/dist/shop-cart"]'),
      ].map((script) => script.getAttribute('src'));
    expect(await scripts(), 'server-rendered').to.deep.equal([
      '/dist/shop-cart-counter.js',
      '/dist/shop-cart-after-paint.js',
    ]);
    await setChoices('serverRender=false');
    expect(await scripts(), 'rendered in the browser').to.deep.equal([
      '/dist/shop-cart-counter.js',
      '/dist/shop-cart.js',
    ]);
    page = await DemoPage.open();
    expect(page.view.customElements.get('shop-cart')).to.be.a('function');
  });

  it('sends the page and API answers compressed, under a Trusted Types policy the panel keeps', async () => {
    const html = await fetch('/demo/index.html');
    expect(html.headers.get('content-encoding')).to.be.oneOf(['br', 'gzip']);
    expect(html.headers.get('vary')).to.match(/accept-encoding/i);
    expect(html.headers.get('content-security-policy')).to.equal("require-trusted-types-for 'script'");
    expect(await html.text()).to.include('<shop-cart tenant="JS_DE" locale="de">');
    const api = await fetch('/api/cart');
    expect(api.headers.get('content-encoding')).to.be.oneOf(['br', 'gzip']);
    expect(((await api.json()) as Cart).cartId).to.equal(cart.cartId);

    // Under the policy a string written to an HTML sink throws: the panel filled its fields and
    // reported the load, so it wrote none.
    page = await DemoPage.open();
    expect(page.panel<HTMLSelectElement>('[name="tenant"]').options).to.have.length(8);
    await waitUntil(() => /came with the cart/.test(page!.status()), 'panel ran');
  });
});
