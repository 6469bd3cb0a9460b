// The server renders the cart's tree (with its tracking) in Node, and the server bundle carries every
// module in one file: each module of src/tracking/ (and the purchase entry) loads without a window, and a
// server render with tracking configured pushes nothing anywhere (tracking runs in effects and handlers).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { it } from 'node:test';
import { renderShopCart } from '../../elements/shop-cart-server.js';
import { seedCart } from '../../demo/server/seeds.js';

const TRACKING_MODULES = readdirSync(new URL('../../src/tracking/', import.meta.url))
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => `../../src/tracking/${name.replace(/\.tsx?$/, '.js')}`);

const global = globalThis as { window?: unknown; dataLayer?: unknown };

// search-insights is a lazy chunk in the browser; the server bundle inlines it.
for (const path of [...TRACKING_MODULES, '../../elements/shop-tracking.js', 'search-insights']) {
  it(`${path.replace('../../', '')} loads without a window`, async () => {
    assert.equal(typeof global.window, 'undefined');
    // tracking-config.ts holds types only: nothing to export at run time.
    assert.equal(typeof (await import(path)), 'object');
  });
}

it('a server render with tracking configured tracks nothing and needs no window', async () => {
  const cart = seedCart('JS_DE', {});
  const data = {
    props: {
      cart,
      tracking: {
        searchInsights: { appId: 'APP', apiKey: 'KEY' },
        recommendations: { globalName: 'ScarabQueue' },
      },
    },
  };
  const html = await renderShopCart(data, { tenant: 'JS_DE' });
  assert.match(html, /part="next-step"/);
  assert.equal(typeof global.window, 'undefined');
  assert.equal(global.dataLayer, undefined);
});
