// The Intl warm-up (src/cart/first-paint/intl-warm-up.ts, issue 19): a worker builds the cart's first formatters on its
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
} from '../../../src/domain/index.js';
import { STYLE_MARK } from '../../../src/cart/fragment/render/fragment-styles.js';
import { carriesOnlyServerRenderedCarts } from '../../../src/cart/first-paint/paints-top-first.js';
import {
  startIntlWarmUp,
  warmUpRequest,
  WORKER_STARTED,
} from '../../../src/cart/first-paint/intl-warm-up.js';
import { WAIT_LIMIT_MS } from '../../../src/cart/first-paint/warm-up-on-load.js';
import { engineOf } from '../../helpers/engine-slowness.js';
import { resetCart } from '../../helpers/reference-api.js';
import { onEachCommit, openSsrFrame, pageIdle, removeSsrFrames } from '../../helpers/ssr-frame.js';

/** The worker's answer (after it said that it runs), or a failure when its script cannot be loaded or throws. */
const answerOf = (worker: Worker) =>
  new Promise<unknown>((resolve, reject) => {
    const said: unknown[] = [];
    worker.addEventListener('message', ({ data }: MessageEvent) => {
      said.push(data);
      if (data === WORKER_STARTED) return;
      expect(said, 'it says first that it runs').to.deep.equal([WORKER_STARTED, data]);
      resolve(data);
    });
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

    it('a cart rendering afresh while its page loads: in Chromium one worker, whose start its first render waits for (at most WAIT_LIMIT_MS); none elsewhere; no violation', async () => {
      await resetCart();
      const data = await (await fetch('/api/test/startup-data?includeCart=true')).json();
      const page = await openSsrFrame(data, 'js=on&csp=no-nonce&render=browser');
      const win = page.win();
      // When the page creates its worker, hears it say that it runs, and commits its first render.
      const seen: Record<string, number> = {};
      const at = (what: string) => (seen[what] ??= win.performance.now());
      const inV8 = engineOf(navigator.userAgent) === 'chromium';
      const PageWorker = win.Worker;
      if (inV8)
        win.Worker = class extends PageWorker {
          constructor(...args: ConstructorParameters<typeof Worker>) {
            super(...args);
            at('created');
            this.addEventListener('message', ({ data }: MessageEvent) => {
              if (data === WORKER_STARTED) at('started');
            });
          }
        };
      onEachCommit(win, () => at('first commit'));
      await page.hydrate();
      await pageIdle(win);
      expect(page.root().querySelectorAll('[part="item"]').length, 'the cart rendered').to.be.above(0);
      if (engineOf(navigator.userAgent) === 'chromium') {
        await waitUntil(() => seen.started !== undefined, 'the worker ran', { timeout: 5000 });
        expect(workerScripts(win)).to.have.length(1);
        const { created = NaN, started = NaN, 'first commit': committed = NaN } = seen;
        // Before the worker ran, the cart rendered only if the wait's limit had passed since the worker
        // was asked for (the wait starts later than that).
        expect(
          committed >= started || committed - created >= WAIT_LIMIT_MS,
          `the first commit came ${committed - created} ms after the worker was asked for, which ran after ${started - created} ms`,
        ).to.equal(true);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(workerScripts(win), 'no worker outside V8').to.deep.equal([]);
        expect(seen.created).to.equal(undefined);
      }
      expect(win.cspViolations).to.deep.equal([]);
      expect(page.errors).to.deep.equal([]);
    });
  });
});
