// dist/shop-cart-after-paint.js on server-rendered pages (docs/server-rendering.md): shop-cart.js is
// requested only after the page has parsed, then the cart hydrates as with shop-cart.js; a
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

/** When the page's request for shop-cart.js started, and when its DOMContentLoaded handlers had run. */
function timings(win: FrameWindow) {
  const perf = (win as unknown as { performance: Performance }).performance;
  const script = perf
    .getEntriesByType('resource')
    .find((entry) => new URL(entry.name).pathname.endsWith('/dist/shop-cart.js'));
  const navigation = perf.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return { script: script?.startTime, contentLoaded: navigation?.domContentLoadedEventEnd };
}

describe('shop-cart-after-paint.js (production bundle)', () => {
  beforeEach(() => resetCart({ seed: 'default' }));
  afterEach(async () => {
    await blockChunks(null);
    removeSsrFrames();
  });

  // The loader runs as the parser ends, before DOMContentLoaded; loading at once, it would request
  // shop-cart.js then. Waiting two frames, it requests it after DOMContentLoaded. (Its paint timing is no
  // sound bound here: the first contentful paint is stamped when the compositor shows the frame, which
  // under load can come after the next frame's callbacks. Which frame it waits for is
  // test/cart/first-paint/load-after-first-paint.test.ts.)
  it('requests shop-cart.js only after the page has parsed and run its deferred scripts, then hydrates', async () => {
    const { data, rows } = await startupData();
    const page = await openSsrFrame(data, 'js=after-paint-ungated');
    const win = page.win();
    await waitUntil(() => win.customElements.get('shop-cart'), 'shop-cart defined', { timeout: 10_000 });
    await waitUntil(() => timings(win).script !== undefined, 'the request for shop-cart.js', {
      timeout: 5000,
    });
    const { script, contentLoaded } = timings(win);
    expect(contentLoaded, 'DOMContentLoaded').to.be.greaterThan(0);
    expect(script, 'shop-cart.js requested after DOMContentLoaded').to.be.greaterThan(contentLoaded!);
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
