// The express payments on a server-rendered page (test/plugins/ssr-page.mjs renders the element with
// renderShopCart) and under the strict Content Security Policy: the server renders the area's empty slot,
// hydration keeps it without an error and in one commit, the payments come only once the page is idle, and
// the providers' scripts load with the element's nonce (from its attribute or from the start-up data).
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../src/domain/index.js';
import { resetCart } from '../helpers/reference-api.js';
import { countCommits, openSsrFrame, removeSsrFrames, type FrameWindow } from '../helpers/ssr-frame.js';
import { STAND_IN_PAYMENTS, type Provider } from '../helpers/express-page.js';
import { clearExpressTraces } from '../helpers/express-storage.js';

const ALL: Provider[] = ['stripe', 'paypal', 'amazonPay'];
const CSP_NONCE = 'c3RyaWN0LWNzcC10ZXN0';

/**
 * Keeps the page from ever being idle until `release()` (the payments wait for the first idle moment);
 * from then on, idle callbacks asked for later run as the browser's own.
 */
function holdIdle(win: FrameWindow) {
  const held: IdleRequestCallback[] = [];
  // WebKit has no idle callbacks of its own: there a task stands for the idle moment.
  const own: typeof win.requestIdleCallback =
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback.bind(win)
      : (callback) => win.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 1);
  const cancelOwn: typeof win.cancelIdleCallback =
    typeof win.cancelIdleCallback === 'function'
      ? win.cancelIdleCallback.bind(win)
      : (id) => win.clearTimeout(id);
  let released = false;
  win.requestIdleCallback = (callback, options) => {
    if (released) return own(callback, options);
    held.push(callback);
    return held.length;
  };
  win.cancelIdleCallback = (id) => {
    if (released) cancelOwn(id);
  };
  return {
    held: () => held.length,
    release: () => {
      released = true;
      held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    },
  };
}

async function openPage(data: unknown, query: string) {
  // The summary (and so the express area) is in view.
  const page = await openSsrFrame(data, `js=on&${query}`, { size: { width: 1280, height: 1400 } });
  const win = page.win();
  const doc = page.frame.contentDocument!;
  const element = () => doc.querySelector('shop-cart')!;
  const root = () => element().shadowRoot!;
  const button = (provider: Provider) =>
    doc.querySelector(`shop-cart > [data-shop-cart-express="${provider}"] button`);
  return {
    win,
    doc,
    errors: page.errors,
    root,
    area: () => root().querySelector('[data-express-checkout]'),
    /** Lets the element's script load and waits until the element announced its cart. */
    run: page.hydrate,
    /** Waits until exactly `providers` show their buttons. */
    buttonsShown: (providers: Provider[]) =>
      waitUntil(
        () =>
          ALL.every((provider) => {
            const slot = root().querySelector(`slot[name="express-${provider}"]`);
            const shows = Boolean(slot && !slot.parentElement?.hidden && button(provider));
            return shows === providers.includes(provider);
          }),
        `the buttons of ${providers.join(', ')}`,
        { timeout: 8000 },
      ),
    providerScripts: () => [...doc.querySelectorAll<HTMLScriptElement>('script[src*="/test-providers/"]')],
    paymentTraffic: () =>
      win.performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\/api\/payment-methods\/|\/test-providers\//.test(path)),
  };
}

async function startupData(cart: Cart, extra: Record<string, unknown> = {}) {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as {
    props: Record<string, unknown>;
  };
  return { ...data, ...extra, props: { ...data.props, cart, payments: STAND_IN_PAYMENTS } };
}

describe('express payments on a server-rendered page', () => {
  let cart: Cart;
  beforeEach(async () => {
    await clearExpressTraces();
    cart = await resetCart({ seed: 'default' });
  });
  afterEach(() => {
    removeSsrFrames();
  });

  it('renders the empty slot on the server; hydration keeps it, in one commit, and the buttons come after idle', async () => {
    const page = await openPage(await startupData(cart), 'render=server');
    const slot = page.area();
    expect(slot, 'the server rendered the slot').to.not.equal(null);
    expect(slot!.childElementCount).to.equal(0);
    const commits = countCommits(page.win);
    const idle = holdIdle(page.win);
    await page.run();
    await new Promise((frame) => page.win.requestAnimationFrame(() => page.win.requestAnimationFrame(frame)));
    expect(commits(), 'one commit on load').to.equal(1);
    expect(page.paymentTraffic(), 'nothing of the payments before idle').to.deep.equal([]);
    expect(page.doc.querySelector('[data-shop-cart-express]')).to.equal(null);
    expect(idle.held(), 'the payments wait for the first idle moment').to.be.greaterThan(0);

    idle.release();
    await page.buttonsShown(ALL);
    expect(page.area(), 'the same node').to.equal(slot);
    expect(page.root().querySelectorAll('[data-express-checkout]')).to.have.length(1);
    expect(page.errors, 'no hydration warning or error').to.deep.equal([]);
  });

  it('shows a browser-rendered cart with payments in two commits: the tiles, then the summary with the slot', async () => {
    const page = await openPage(await startupData(cart), 'render=browser');
    const commits = countCommits(page.win);
    const idle = holdIdle(page.win);
    await page.run();
    // The summary comes right after the first paint (src/cart/first-paint/use-shown-after-first-paint.ts), in a transition
    // that a loaded machine may spread over a few frames; the providers' buttons wait for the page to be
    // idle (held here) and commit nothing before it: two frames later, still two commits.
    await waitUntil(() => commits() >= 2, 'the summary’s commit follows the tiles’');
    await new Promise((frame) => page.win.requestAnimationFrame(() => page.win.requestAnimationFrame(frame)));
    expect(commits()).to.equal(2);
    expect(page.root().querySelectorAll('[data-express-checkout]')).to.have.length(1);
    idle.release();
    await page.buttonsShown(ALL);
    expect(page.errors).to.deep.equal([]);
  });

  it('under the strict policy with nonce-only scripts, the providers’ scripts load with the nonce: no violation', async () => {
    // The nonce goes to the render (the element's nonce attribute); PayPal's loader needs the host's policy.
    const page = await openPage(await startupData(cart), 'render=server&csp=nonce-scripts&hostPolicy=on');
    await page.run();
    await page.buttonsShown(ALL);
    const scripts = page.providerScripts();
    expect(scripts.map((script) => new URL(script.src).pathname).sort()).to.deep.equal([
      '/test-providers/amazon-checkout.js',
      '/test-providers/paypal-sdk.js',
      '/test-providers/stripe.js',
    ]);
    for (const script of scripts) expect(script.nonce, script.src).to.equal(CSP_NONCE);
    expect(page.win.cspViolations).to.deep.equal([]);
    expect(page.errors).to.deep.equal([]);
  });

  it('takes the nonce from the start-up data as well', async () => {
    const data = await startupData(cart, { nonce: CSP_NONCE });
    const page = await openPage(data, 'render=browser&csp=nonce-scripts&hostPolicy=on');
    expect(page.doc.querySelector('shop-cart')!.hasAttribute('nonce'), 'no nonce attribute').to.equal(false);
    await page.run();
    await page.buttonsShown(ALL);
    for (const script of page.providerScripts()) expect(script.nonce, script.src).to.equal(CSP_NONCE);
    expect(page.win.cspViolations).to.deep.equal([]);
  });

  it('without the nonce, the policy refuses the providers’ scripts: their buttons stay hidden, the cart works', async () => {
    // The check that the test above can fail: the element's styles have no nonce either, as the host gave none.
    const data = await startupData(cart);
    const page = await openPage(data, 'render=browser&csp=nonce-scripts&hostPolicy=on');
    await page.run();
    const refused = () =>
      ['stripe.js', 'paypal-sdk.js', 'amazon-checkout.js'].filter((file) =>
        (page.win.cspViolations ?? []).some((violation) => violation.includes(`/test-providers/${file}`)),
      );
    await waitUntil(() => refused().length === 3, 'the policy refuses every provider script', {
      timeout: 8000,
    });
    expect(page.doc.querySelectorAll('[data-shop-cart-express] button')).to.have.length(0);
    expect(page.root().querySelector('[part="next-step"]')).to.not.equal(null);
  });
});
