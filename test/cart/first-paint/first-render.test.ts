// What the first render costs beyond React's own work (issue 15 point 2): one React commit on load, fresh
// and hydrated, and browser storage probed once per page. Pages of test/plugins/ssr-page.mjs, whose script
// waits until the test has put its counters in place.
import { expect, waitUntil } from '@open-wc/testing';
import type { Cart } from '../../../src/domain/index.js';
import { mountShopCart, shadow } from '../../helpers/cart-fixture.js';
import { engineOf } from '../../helpers/engine-slowness.js';
import { expectedTileIds } from '../../helpers/expected-rows.js';
import { resetCart, serverCart, startupDataFor } from '../../helpers/reference-api.js';
import {
  countCommits,
  onEachCommit,
  openSsrFrame,
  pageIdle,
  removeSsrFrames,
  type FrameWindow,
} from '../../helpers/ssr-frame.js';

/** The page rendered by the server or left to the browser, in a frame of the default size (300 × 150). */
async function openPage(render: 'server' | 'browser') {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as unknown;
  const page = await openSsrFrame(data, `js=on&render=${render}`, { size: { width: 300, height: 150 } });
  const win = page.win();
  return {
    win,
    /** The rows of the start-up cart, as the tiles show them (an appointment item once per ticket). */
    rows: expectedTileIds((data as { props: { cart: Cart } }).props.cart.items),
    /** Lets the element's script load and waits until the page is idle after the element announced its cart. */
    run: async () => {
      await page.hydrate();
      await pageIdle(win);
    },
  };
}

describe('the first render of <shop-cart>', () => {
  beforeEach(() => resetCart({ seed: 'default' }));
  afterEach(removeSsrFrames);

  it('shows the start-up cart in one React commit (server-rendered)', async () => {
    const page = await openPage('server');
    const commits = countCommits(page.win);
    await page.run();
    expect(commits()).to.equal(1);
    expect(partsShown(page.win)).to.deep.equal({ tiles: page.rows.length, summary: true });
  });

  it('rendered in the browser, paints the title and four tiles first, then the rest and the summary in one more commit', async () => {
    const page = await openPage('browser');
    const seen = partsAtEachCommit(page.win);
    await page.run();
    // The rest comes in a transition, which React may cut into several tasks on a busy machine: the summary
    // shows once it is done. (In one commit with the first, the list below has one entry.)
    await waitUntil(() => partsShown(page.win).summary, 'the summary', { timeout: 5000 });
    await pageIdle(page.win);
    const tiles = page.rows.length;
    expect(tiles).to.be.within(5, 8);
    expect(seen).to.deep.equal([
      { tiles: 4, summary: false, title: true },
      { tiles, summary: true, title: true },
    ]);
    expect(tileIds(page.win)).to.deep.equal(page.rows);
  });

  it('loaded from the API after its loading indicator, shows the title and four tiles first, then the rest and the summary in one more commit', async () => {
    const data = (await (await fetch('/api/test/startup-data?includeCart=false')).json()) as unknown;
    const frame = await openSsrFrame(data, 'js=on&render=browser', { size: { width: 300, height: 150 } });
    const win = frame.win();
    const seen = partsAtEachCommit(win);
    await frame.hydrate();
    const { items } = await serverCart();
    const rows = expectedTileIds(items);
    await waitUntil(() => partsShown(win).summary, 'the whole cart', { timeout: 10_000 });
    await pageIdle(win);
    expect(rows.length).to.be.within(5, 8);
    const filled = seen.findIndex(({ tiles }) => tiles > 0);
    expect(filled, 'a commit with the loading indicator before the filled cart').to.be.greaterThan(0);
    expect(seen.slice(0, filled).every(({ summary }) => !summary)).to.equal(true);
    expect(seen.slice(filled)).to.deep.equal([
      { tiles: 4, summary: false, title: true },
      { tiles: rows.length, summary: true, title: true },
    ]);
    expect(tileIds(win)).to.deep.equal(rows);
  });

  it('probes each browser storage once per page, however many values it reads and writes', async () => {
    const page = await openPage('browser');
    const probes: string[] = [];
    const storage = page.win.Storage.prototype;
    const setItem = storage.setItem;
    storage.setItem = function (this: Storage, key: string, value: string) {
      if (key === 'shop.storageProbe') probes.push(this === page.win.localStorage ? 'local' : 'session');
      setItem.call(this, key, value);
    };
    await page.run();
    expect(probes.filter((scope) => scope === 'local')).to.have.length.at.most(1);
    expect(probes.filter((scope) => scope === 'session')).to.have.length.at.most(1);
  });
});

/** The item ids of the tiles in the page's cart, in order. */
const tileIds = (win: FrameWindow) =>
  [...(win.document.querySelector('shop-cart')?.shadowRoot?.querySelectorAll('[part="item"]') ?? [])].map(
    (tile) => tile.getAttribute('data-item-id'),
  );

/** What of the page's cart is on screen: its tiles, and whether the summary is there. */
function partsShown(win: FrameWindow) {
  const root = win.document.querySelector('shop-cart')?.shadowRoot;
  return { tiles: tileIds(win).length, summary: root?.querySelector('[part="summary"]') != null };
}

/** What the cart shows after each of React's commits in the page (the title too). */
function partsAtEachCommit(win: FrameWindow) {
  const seen: { tiles: number; summary: boolean; title: boolean }[] = [];
  onEachCommit(win, () => {
    const title = win.document.querySelector('shop-cart')?.shadowRoot?.querySelector('[part="title"]');
    seen.push({ ...partsShown(win), title: title != null });
  });
  return seen;
}

/** How many tiles the cart shows after each of React's commits in the page. */
function tilesAtEachCommit(win: FrameWindow): number[] {
  const counts: number[] = [];
  let seen = 0;
  onEachCommit(win, (commits) => {
    if (commits > seen) {
      seen = commits;
      counts.push(tileIds(win).length);
    }
  });
  return counts;
}

/** How many money formatters (currency EUR) the page builds from now on. */
function countMoneyFormatters(win: FrameWindow): () => number {
  let built = 0;
  const intl = (win as unknown as { Intl: typeof Intl }).Intl;
  intl.NumberFormat = new Proxy(intl.NumberFormat, {
    construct(target, args: [string, Intl.NumberFormatOptions?]) {
      if (args[1]?.currency === 'EUR') built += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  return () => built;
}

/**
 * Which task built the page's first money formatter (currency EUR), and which task made React's first
 * commit: each task of a `MessageChannel` created from now on is told by the channel's number (React's
 * scheduler and cart/first-paint/formatters-first.ts each run their tasks on a channel of their own).
 */
function channelTasks(win: FrameWindow) {
  const seen: { firstMoney?: number; firstCommit?: number; order: string[] } = { order: [] };
  let running = 0;
  let channels = 0;
  const onmessage = Object.getOwnPropertyDescriptor(win.MessagePort.prototype, 'onmessage')!;
  win.MessageChannel = class extends win.MessageChannel {
    constructor() {
      super();
      const id = (channels += 1);
      const port = this.port1;
      let handler: ((event: MessageEvent) => void) | null = null;
      Object.defineProperty(port, 'onmessage', {
        get: () => handler,
        set(given: ((event: MessageEvent) => void) | null) {
          handler = given;
          onmessage.set!.call(
            port,
            given &&
              ((event: MessageEvent) => {
                running = id;
                try {
                  given.call(port, event);
                } finally {
                  running = 0;
                }
              }),
          );
        },
      });
    }
  };
  const intl = (win as unknown as { Intl: typeof Intl }).Intl;
  intl.NumberFormat = new Proxy(intl.NumberFormat, {
    construct(target, args: [string, Intl.NumberFormatOptions?]) {
      if (args[1]?.currency === 'EUR' && seen.firstMoney === undefined) {
        seen.firstMoney = running;
        seen.order.push('money');
      }
      return Reflect.construct(target, args) as object;
    },
  });
  onEachCommit(win, () => {
    if (seen.firstCommit === undefined) {
      seen.firstCommit = running;
      seen.order.push('commit');
    }
  });
  return seen;
}

describe('the first render of a long cart (25 items)', () => {
  beforeEach(() => resetCart({ seed: 'large' }));
  afterEach(removeSsrFrames);

  it('rendered in the browser, paints its first four rows first, then every row in order', async () => {
    const page = await openPage('browser');
    const counts = tilesAtEachCommit(page.win);
    const moneyFormatters = countMoneyFormatters(page.win);
    await page.run();
    await waitUntil(() => tileIds(page.win).length === page.rows.length, 'every row', { timeout: 5000 });
    expect(page.rows.length).to.be.greaterThan(20);
    expect(counts[0], 'the first commit').to.equal(4);
    expect(counts.at(-1)).to.equal(page.rows.length);
    expect(tileIds(page.win)).to.deep.equal(page.rows);
    // Built once, ahead of the render in a task of its own (cart/first-paint/formatters-first.ts), and used by the
    // render (domain/intl-cache.ts); where the render comes first (WebKit, below), built by it and no more.
    expect(moneyFormatters(), 'money formatters built').to.equal(1);
  });

  // WebKit may run the messages of two channels in either order (formatters-first.ts), so there the
  // render can come first and build the formatter itself; the test above checks it is built either way.
  if (engineOf(navigator.userAgent) !== 'webkit')
    it('builds its money formatter in a task of its own before the task of the first render', async () => {
      const page = await openPage('browser');
      const seen = channelTasks(page.win);
      await page.run();
      await waitUntil(() => seen.firstCommit !== undefined, 'the first commit');
      expect(seen.order).to.deep.equal(['money', 'commit']);
      expect(seen.firstCommit, "the render runs in a task of React's channel").to.be.above(0);
      expect(seen.firstMoney, 'the formatter in a channel task').to.be.above(0);
      expect(seen.firstMoney, 'of another channel than the render').not.to.equal(seen.firstCommit);
    });

  it('rendered on the server, keeps every row while it hydrates (the markup matches)', async () => {
    const page = await openPage('server');
    expect(tileIds(page.win), 'before any script').to.deep.equal(page.rows);
    const counts = tilesAtEachCommit(page.win);
    await page.run();
    expect(counts.length).to.be.greaterThan(0);
    expect(
      counts.every((count) => count === page.rows.length),
      counts.join(' '),
    ).to.equal(true);
    expect(tileIds(page.win)).to.deep.equal(page.rows);
  });
});

describe('a long cart mounted into a loaded page (a warm mount)', () => {
  it('renders every row and the summary at once: only a page still loading paints the top first', async () => {
    const cart = await resetCart({ seed: 'large' });
    const rows = expectedTileIds(cart.items).length;
    const element = mountShopCart({ data: await startupDataFor({ includeCart: true }) });
    expect(document.readyState).to.equal('complete');
    const seen: number[] = [];
    let summaryWithFirstTiles: boolean | undefined;
    const observer = new MutationObserver(() => {
      const count = shadow(element).querySelectorAll('[part="item"]').length;
      if (count > 0 && seen.at(-1) !== count) seen.push(count);
      summaryWithFirstTiles ??=
        count > 0 ? shadow(element).querySelector('[part="summary"]') != null : undefined;
    });
    observer.observe(shadow(element), { childList: true, subtree: true });
    try {
      await waitUntil(() => seen.at(-1) === rows, 'every row', { timeout: 5000 });
    } finally {
      observer.disconnect();
    }
    expect(seen).to.deep.equal([rows]);
    expect(summaryWithFirstTiles, 'the summary comes with the tiles').to.equal(true);
  });
});
