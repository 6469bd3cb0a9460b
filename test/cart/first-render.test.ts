// What the first render costs beyond React's own work (issue 15 point 2): one React commit on load, fresh
// and hydrated, and browser storage probed once per page. Pages of test/plugins/ssr-page.mjs, whose script
// waits until the test has put its counters in place.
import { expect } from '@open-wc/testing';
import { resetCart } from '../helpers/reference-api.js';
import { countCommits, openSsrFrame, pageIdle, removeSsrFrames } from '../helpers/ssr-frame.js';

/** The page rendered by the server or left to the browser, in a frame of the default size (300 × 150). */
async function openPage(render: 'server' | 'browser') {
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as unknown;
  const page = await openSsrFrame(data, `js=on&render=${render}`, { size: { width: 300, height: 150 } });
  const win = page.win();
  return {
    win,
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
