// The Intl warm-up (src/ui/intl-warm-up.ts, issue 19): a worker builds the cart's first formatters on its
// own thread, so that ICU's data is loaded when the main thread asks. What it asks for, where it may not
// start, and that the production bundle starts it once per page from the script beside it.
import { expect, waitUntil } from '@open-wc/testing';
import { startIntlWarmUp, warmUpRequest } from '../../src/ui/intl-warm-up.js';

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

  it("asks for each cart's Intl locale (German where none is understood), the shop's currencies and timezone", () => {
    expect(warmUpRequest(document), 'no cart on the page yet').to.deep.equal({
      locales: ['de-DE'],
      currencies: ['EUR', 'CHF'],
      timeZone: 'Europe/Berlin',
    });
    for (const locale of ['en-US', null, 'fr', 'en']) {
      const cart = document.createElement('shop-cart');
      if (locale !== null) cart.setAttribute('locale', locale);
      add(cart);
    }
    expect(warmUpRequest(document).locales).to.deep.equal(['en-GB', 'de-DE']);
  });

  it('starts a worker that builds every formatter it was asked for and answers', async () => {
    add(document.createElement('shop-cart')).setAttribute('locale', 'en');
    const worker = startIntlWarmUp(document);
    if (!worker) expect.fail('no worker started');
    expect(await answerOf(worker)).to.equal('warm');
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

  describe('in the production bundle', () => {
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => frame?.remove());

    // Where the browser has Trusted Types, the page enforces them: a worker starts only when its URL went
    // through the element's policy (a plain string would throw). The strict CSP pages' tests
    // (test/elements/strict-csp*.test.ts) count the violations of a page with the worker.
    const page = 'trustedTypes' in window ? 'cart-page-trusted-types.html' : 'cart-page.html';

    it('starts it once per page, from the script beside the bundle', async () => {
      frame = document.createElement('iframe');
      frame.title = 'Warenkorb';
      const fresh = `warm-up-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      frame.src = `/test/helpers/${page}?bundle=dist&fresh=${fresh}&data=${encodeURIComponent('{}')}`;
      document.body.append(frame);
      const root = () => frame?.contentDocument?.querySelector('shop-cart')?.shadowRoot;
      await waitUntil(() => root()?.querySelector('[part="item"]'), 'cart rendered', { timeout: 10000 });
      const workerScripts = () =>
        frame!
          .contentWindow!.performance.getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /\/dist\/shop-cart\.intl-warm-up\.worker-[\w-]+\.js$/.test(path));
      await waitUntil(() => workerScripts().length > 0, 'the worker script requested', { timeout: 5000 });
      expect(workerScripts()).to.have.length(1);
    });
  });
});
