// dist/shop-cart-after-paint.js on server-rendered pages (README "Server rendering"): the page paints the
// server's markup before shop-cart.js is even requested, then the cart hydrates as with shop-cart.js; a
// page with a cart to render afresh still gets its cart; a shop-cart.js that cannot be loaded is said on
// the console and leaves the server's markup on screen. Pages of test/plugins/ssr-page.mjs.
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { cartRows, type Cart } from '../../src/domain/index.js';
import { resetCart } from '../helpers/reference-api.js';
import { openSsrFrame, removeSsrFrames, type FrameWindow } from '../helpers/ssr-frame.js';
import { textOf } from '../helpers/text.js';
import { showsWholeCart } from '../helpers/whole-cart.js';

const blockChunks = (pattern: string | null) => executeServerCommand('block-chunks', { pattern });

async function startupData(): Promise<{ data: unknown; rows: number }> {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as {
    props: { cart: Cart };
  };
  return { data, rows: cartRows(data.props.cart.items).length };
}

/** When the page's request for shop-cart.js started, and when the page first painted content. */
function timings(win: FrameWindow) {
  const perf = (win as unknown as { performance: Performance }).performance;
  const script = perf
    .getEntriesByType('resource')
    .find((entry) => new URL(entry.name).pathname.endsWith('/dist/shop-cart.js'));
  const paint = perf.getEntriesByName('first-contentful-paint')[0];
  const parsed = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return { script: script?.startTime, paint: paint?.startTime, parsed: parsed?.domInteractive };
}

describe('shop-cart-after-paint.js (production bundle)', () => {
  beforeEach(() => resetCart({ seed: 'default' }));
  afterEach(async () => {
    await blockChunks(null);
    removeSsrFrames();
  });

  it('requests shop-cart.js only after the page has painted the server-rendered cart, which then hydrates', async () => {
    const { data, rows } = await startupData();
    const page = await openSsrFrame(data, 'js=after-paint-ungated');
    const win = page.win();
    await waitUntil(() => win.customElements.get('shop-cart'), 'shop-cart defined', { timeout: 10_000 });
    await waitUntil(() => timings(win).script !== undefined, 'the request for shop-cart.js', {
      timeout: 5000,
    });
    const { script, paint, parsed } = timings(win);
    // Where an engine gives no paint timing, the end of parsing bounds the first paint from below.
    const painted = paint ?? parsed;
    expect(painted, 'a first paint, or the end of parsing').to.be.a('number');
    expect(script, 'shop-cart.js requested after the first paint').to.be.greaterThan(painted!);
    await waitUntil(() => page.root().querySelectorAll('[part="item"]').length === rows, 'the rows', {
      timeout: 5000,
    });
    expect(page.errors, 'no error on the console').to.deep.equal([]);
  });

  it('hydrates the server-rendered cart once the gate opens, with no error', async () => {
    const { data, rows } = await startupData();
    const page = await openSsrFrame(data, 'js=after-paint');
    const title = page.root().querySelector('[part="title"]');
    await page.hydrate();
    expect(page.root().querySelector('[part="title"]'), 'the server-rendered title kept').to.equal(title);
    expect(page.root().querySelectorAll('[part="item"]').length).to.equal(rows);
    expect(page.errors).to.deep.equal([]);
  });

  it('renders a cart the server left to the browser, as shop-cart.js does', async () => {
    const { data, rows } = await startupData();
    const page = await openSsrFrame(data, 'js=after-paint&render=browser');
    await page.hydrate();
    await waitUntil(() => showsWholeCart(page.root()), 'the whole cart', { timeout: 5000 });
    expect(page.root().querySelectorAll('[part="item"]').length).to.equal(rows);
  });

  it('says so on the console when shop-cart.js cannot be loaded, and leaves the server-rendered cart on screen', async () => {
    const { data } = await startupData();
    await blockChunks('shop-cart.js');
    const page = await openSsrFrame(data, 'js=after-paint');
    const title = textOf(page.root().querySelector('[part="title"]'));
    await page.runScripts();
    await waitUntil(() => page.errors.some((error) => error.includes('shop-cart.js')), 'the error', {
      timeout: 5000,
    });
    expect(page.win().customElements.get('shop-cart')).to.equal(undefined);
    expect(textOf(page.root().querySelector('[part="title"]'))).to.equal(title);
    expect(title).not.to.equal('');
  });
});
