// The Intl warm-up (src/cart/fragment/startup/intl-warm-up.ts, issue 19): a worker builds the cart's first formatters on its
// own thread, so that ICU's data is loaded when a server-rendered cart's first change asks. What it asks
// for, where it may not start, and which pages start it (once, with no violation). That the production
// build puts its script beside the bundle: test/server/worker-script.node.test.ts.
import { expect, waitUntil } from '@open-wc/testing';
import {
  cartFormatters,
  formatCount,
  formatCountries,
  formatDate,
  formatMoney,
  formatTime,
  toWarm,
} from '../../src/domain/index.js';
import { STYLE_MARK } from '../../src/cart/fragment/render/fragment-styles.js';
import {
  carriesOnlyServerRenderedCarts,
  startIntlWarmUp,
  warmUpRequest,
} from '../../src/cart/fragment/startup/intl-warm-up.js';
import { resetCart } from '../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames } from '../helpers/ssr-frame.js';

/** The worker's answer, or a failure when its script cannot be loaded or throws. */
const answerOf = (worker: Worker) =>
  new Promise<unknown>((resolve, reject) => {
    worker.addEventListener('message', (event) => resolve(event.data));
    worker.addEventListener('error', () => reject(new Error('the warm-up worker failed')));
  });

describe('the Intl warm-up', () => {
  const added: Element[] = [];
  const add = (element: Element) => {
    document.body.append(element);
    added.push(element);
    return element;
  };
  afterEach(() => added.splice(0).forEach((element) => element.remove()));

  it("asks for the formatters of each cart's language (German where none is understood), once each", () => {
    const german = cartFormatters('de');
    expect(warmUpRequest(document), 'no cart on the page yet').to.deep.equal({
      formatters: german.map(toWarm),
    });
    expect(german.map(([kind]) => kind)).to.include.members([
      'NumberFormat',
      'DateTimeFormat',
      'DisplayNames',
      'ListFormat',
      'PluralRules',
    ]);
    expect(JSON.stringify(german), "the shop's currencies and timezone").to.match(/EUR.*CHF.*Europe\/Berlin/);
    for (const locale of ['en-US', null, 'fr', 'en']) {
      const cart = document.createElement('shop-cart');
      if (locale !== null) cart.setAttribute('locale', locale);
      add(cart);
    }
    expect(warmUpRequest(document).formatters).to.deep.equal(
      [...cartFormatters('en'), ...german].map(toWarm),
    );
  });

  it("starts a worker that builds the cart's own formatters and answers a sample of each", async () => {
    add(document.createElement('shop-cart')).setAttribute('locale', 'en');
    add(document.createElement('shop-cart'));
    const worker = startIntlWarmUp(document);
    if (!worker) expect.fail('no worker started');
    const samples = await answerOf(worker);
    const epoch = new Date(0).toISOString();
    // One sample per formatter asked for, each the text the cart itself formats with the same options.
    expect(samples).to.have.length(warmUpRequest(document).formatters.length);
    for (const locale of ['en', 'de'] as const)
      expect(samples).to.include.members([
        formatMoney({ amount: 1, currencyCode: 'EUR' }, locale),
        formatMoney({ amount: 1, currencyCode: 'CHF' }, locale),
        formatCount(1, locale),
        formatDate(epoch, locale),
        formatTime(epoch, locale),
        formatCountries(['DE'], locale),
      ]);
    expect(samples).to.include.members(['1 and 2', '1 und 2', 'one']);
  });

  it('starts none for a bundle from another origin, or where the page gives its scripts a nonce', () => {
    const elsewhere = new URL('https://cdn.example.invalid/shop-cart.intl-warm-up.worker.js');
    // (A started worker is compared as a flag: chai cannot print a Worker.)
    expect(startIntlWarmUp(document, elsewhere) === null, 'none for another origin').to.equal(true);
    // A nonce written in the markup, and one given as a property by a loader script (no attribute).
    for (const write of [
      (script: HTMLScriptElement) => script.setAttribute('nonce', 'bm9uY2U'),
      (script: HTMLScriptElement) => (script.nonce = 'bm9uY2U'),
    ]) {
      const script = document.createElement('script');
      script.type = 'application/json';
      write(script);
      add(script);
      expect(startIntlWarmUp(document) === null, 'none on a nonce-based page').to.equal(true);
      script.remove();
    }
    const worker = startIntlWarmUp(document);
    expect(worker !== null, 'one once the page has no nonce').to.equal(true);
    worker?.terminate();
  });

  it('warms up only a page whose carts are all server-rendered (a declarative shadow root each)', () => {
    expect(carriesOnlyServerRenderedCarts(document), 'no cart').to.equal(false);
    const served = add(document.createElement('shop-cart'));
    const root = served.attachShadow({ mode: 'open' });
    expect(carriesOnlyServerRenderedCarts(document), 'a shadow root with no server styles').to.equal(false);
    const styles = document.createElement('style');
    styles.setAttribute(STYLE_MARK, '');
    root.append(styles);
    expect(carriesOnlyServerRenderedCarts(document), 'a server-rendered cart').to.equal(true);
    add(document.createElement('shop-cart'));
    expect(carriesOnlyServerRenderedCarts(document), 'and one to render afresh').to.equal(false);
  });

  describe('on pages', () => {
    afterEach(() => removeSsrFrames());

    const workerScripts = (win: Window) =>
      win.performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /intl-warm-up\.worker(-[\w-]+)?\.js$/.test(path));

    it('a server-rendered cart under the strict policy without a nonce (Trusted Types where the engine has them): one worker, no violation', async () => {
      await resetCart();
      const data = await (await fetch('/api/test/startup-data?includeCart=true')).json();
      const page = await openSsrFrame(data, 'js=on&csp=no-nonce&render=server&styles=link');
      await page.hydrate();
      await waitUntil(() => workerScripts(page.win()).length > 0, 'the worker script requested', {
        timeout: 5000,
      });
      // Its answer ends it; a second look finds no second request.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(workerScripts(page.win())).to.have.length(1);
      expect(page.win().cspViolations).to.deep.equal([]);
      expect(page.errors).to.deep.equal([]);
    });

    it('none where the page gives its scripts a nonce, so a nonce-only script policy sees no violation', async () => {
      await resetCart();
      const data = await (await fetch('/api/test/startup-data?includeCart=true')).json();
      const page = await openSsrFrame(data, 'js=on&csp=nonce-scripts&render=server');
      await page.hydrate();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(workerScripts(page.win())).to.deep.equal([]);
      expect(page.win().cspViolations).to.deep.equal([]);
    });

    it('none for a cart that renders afresh (the production bundle on a plain page)', async () => {
      const frame = document.createElement('iframe');
      frame.title = 'Warenkorb';
      frame.src = `/test/helpers/cart-page.html?bundle=dist&data=${encodeURIComponent('{}')}`;
      document.body.append(frame);
      added.push(frame);
      const root = () => frame.contentDocument?.querySelector('shop-cart')?.shadowRoot;
      await waitUntil(() => root()?.querySelector('[part="item"]'), 'cart rendered', { timeout: 10000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(workerScripts(frame.contentWindow!)).to.deep.equal([]);
    });
  });
});
