// What the first render costs beyond React's own work (issue 15 point 2): one React commit on load, fresh
// and hydrated, and browser storage probed once per page. Pages of test/plugins/ssr-page.mjs, whose script
// waits until the test has put its counters in place.
import { expect, waitUntil } from '@open-wc/testing';
import { resetCart } from '../helpers/reference-api.js';
import { countCommits, pageIdle } from '../helpers/ssr-frame.js';

type FrameWindow = Window & typeof globalThis;

const frames: HTMLIFrameElement[] = [];

async function openPage(render: 'server' | 'browser') {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as unknown;
  const id = `f${Math.random().toString(36).slice(2)}`;
  await fetch(`/test-pages/ssr/${id}`, { method: 'POST', body: JSON.stringify({ data }) });
  const frame = document.createElement('iframe');
  frame.src = `/test-pages/ssr/${id}?js=on&render=${render}`;
  document.body.append(frame);
  frames.push(frame);
  await waitUntil(
    () =>
      frame.contentDocument?.readyState !== 'loading' && frame.contentDocument?.querySelector('shop-cart'),
    'the page is parsed',
    { timeout: 5000 },
  );
  const win = frame.contentWindow as FrameWindow;
  let announced = false;
  win.addEventListener('shop:cart-change', () => (announced = true));
  return {
    win,
    /** Lets the element's script load and waits until the page is idle after the element announced its cart. */
    run: async () => {
      await fetch(`/test-pages/ssr-gate/${id}`, { method: 'POST' });
      await waitUntil(() => announced, 'the cart announces itself', { timeout: 8000 });
      await pageIdle(win);
    },
  };
}

describe('the first render of <shop-cart>', () => {
  beforeEach(() => resetCart({ seed: 'default' }));
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  for (const render of ['browser', 'server'] as const) {
    it(`shows the start-up cart in one React commit (${render}-rendered)`, async () => {
      const page = await openPage(render);
      const commits = countCommits(page.win);
      await page.run();
      expect(commits()).to.equal(1);
    });
  }

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
