// `npm run bench`: builds the production bundle, then prints its gzip sizes, the mount time of a
// 25-item cart in headless Chromium beside a plain-React floor (as a ratio), and whether 200 mount/remove
// cycles leave listeners, channels or timers behind. Figures, not pass/fail.
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findBrowser } from '../scripts/find-browser.mjs';
import { esbuildBrowserOptions } from '../scripts/esbuild-options.mjs';
import * as v from 'valibot';
import { CartSchema } from '../src/api/schemas/cart-schema.js';
import { cartRows, type Cart } from '../src/domain/index.js';
import { bundleSizes, kb } from './sizes.js';
import { startStaticServer } from './static-server.js';

const MOUNTS = Number(process.env.BENCH_MOUNTS ?? 101);
const WARM_UP = 5;
const INITIAL_BUDGET = 120 * 1024;
const RATIO_BUDGET = 1.5;
const LEAK_CYCLES = Number(process.env.BENCH_LEAK_CYCLES ?? 200);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

if (!process.env.BENCH_SKIP_BUILD) {
  console.log('Building the production bundle ...');
  execSync('npm run build --silent', { stdio: 'inherit' });
}

console.log('\n== Size (gzip, level 9) ==');
const sizes = bundleSizes('dist', 'shop-cart.js');
console.log(
  `<shop-cart> initial JS (entry + static imports): ${kb(sizes.initialGzip)} (${sizes.initialGzip} B)  [${sizes.initialFiles.join(', ')}]`,
);
console.log(
  `  target at most ${kb(INITIAL_BUDGET)}: ${sizes.initialGzip <= INITIAL_BUDGET ? 'met' : 'MISSED'}`,
);
for (const chunk of sizes.lazy) console.log(`  lazy chunk ${chunk.file}: ${kb(chunk.gzip)}`);
const payments = sizes.lazy.find(({ file }) => file.startsWith('shop-cart.ExpressCheckoutArea-'));
console.log(
  `express payments chunk (area, flows, the providers' loaders; with what it shares with no other chunk): ` +
    (payments ? kb(payments.gzip) : 'not built'),
);
for (const entry of ['shop-wishlist-counter.js', 'shop-cart-counter.js']) {
  try {
    console.log(`<${entry.replace('.js', '')}> initial JS: ${kb(bundleSizes('dist', entry).initialGzip)}`);
  } catch {
    // The counters may not be built yet.
  }
}

const floor = await esbuild.build({
  ...esbuildBrowserOptions('production'),
  entryPoints: ['bench/floor.tsx'],
  write: false,
  minify: true,
});
// The reference API's 'large' seed (25 items of every kind), as GET /api/cart answers it after
// POST /api/test/reset { "seed": "large" }; kept here because nothing imports demo/. Checked against the
// cart schema, so a fixture the cart no longer reads fails here instead of measuring an error screen.
const raw: unknown = JSON.parse(readFileSync('bench/fixtures/cart-25-items.json', 'utf8'));
v.parse(CartSchema, raw);
const cart = raw as Cart;
const rows = cartRows(cart.items).length;
// With every express payment provider configured: their code and scripts must wait for the page to be
// idle, so mounting makes no request for them (the script URLs are not served here: a request would show).
const expressPayments = {
  stripe: { publishableKey: 'pk_test_bench', scriptUrl: '/bench/no-stripe.js' },
  paypal: { clientId: 'bench', sdkBaseUrl: '/bench/no-paypal.js' },
  amazonPay: { publicKeyId: 'BENCH', scriptUrl: '/bench/no-amazon-pay.js' },
};
const data = JSON.stringify({
  props: { cart, ...(process.env.BENCH_NO_PAYMENTS ? {} : { payments: expressPayments }) },
});
const { url, server } = await startStaticServer('.', {
  '/bench/floor.js': floor.outputFiles?.[0]?.text ?? '',
});

const executablePath = findBrowser();
if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH)');
const profile = mkdtempSync(join(tmpdir(), 'shop-cart-bench-'));
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: [...CHROME_ARGS, `--user-data-dir=${profile}`],
});
try {
  const page = await browser.newPage();
  await page.goto(`${url}/bench/page.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => customElements.get('shop-cart') && 'mountFloor' in window);
  // Every request once the page and its scripts are loaded: API calls, lazy chunks, anything.
  const requestsWhileMounting: string[] = [];
  page.on('request', (request) => requestsWhileMounting.push(new URL(request.url()).pathname));

  type BenchWindow = Window & {
    mountCartOnce: (data: string, rows: number) => Promise<number>;
    mountFloorOnce: (cart: string, rows: number) => Promise<number>;
  };
  const cartTimes: number[] = [];
  const floorTimes: number[] = [];
  for (let run = 0; run < WARM_UP + MOUNTS; run += 1) {
    // Interleaved, so both see the same machine state.
    const c = await page.evaluate(
      (d, r) => (window as unknown as BenchWindow).mountCartOnce(d, r),
      data,
      rows,
    );
    const f = await page.evaluate(
      (d, r) => (window as unknown as BenchWindow).mountFloorOnce(d, r),
      JSON.stringify(cart),
      rows,
    );
    if (run >= WARM_UP) {
      cartTimes.push(c);
      floorTimes.push(f);
    }
  }
  const cartMedian = median(cartTimes);
  const floorMedian = median(floorTimes);
  const ratio = cartMedian / floorMedian;
  console.log(
    `\n== Mount: ${cart.items.length} items (${rows} rows), median of ${MOUNTS} mounts after ${WARM_UP} warm-up ==`,
  );
  console.log(`<shop-cart> create → rendered: ${cartMedian.toFixed(2)} ms`);
  console.log(`plain React floor:             ${floorMedian.toFixed(2)} ms`);
  console.log(
    `ratio: ${ratio.toFixed(2)} (target at most ${RATIO_BUDGET}: ${ratio <= RATIO_BUDGET ? 'met' : 'MISSED'})`,
  );
  console.log(
    `requests while mounting with the cart and every payment provider in the start-up data (API, chunks, provider scripts, anything): ${requestsWhileMounting.length}` +
      (requestsWhileMounting.length ? ` [${[...new Set(requestsWhileMounting)].join(', ')}]` : ''),
  );

  // Leak check on a page of its own (its probe wraps addEventListener, BroadcastChannel and the timers).
  const leakPage = await browser.newPage();
  await leakPage.goto(`${url}/bench/leak.html`, { waitUntil: 'load' });
  await leakPage.waitForFunction(() => customElements.get('shop-cart') && 'leakCheck' in window);
  type LeakFigures = { listeners: number; channels: number; timeouts: number; intervals: number };
  type LeakWindow = Window & {
    leakCheck: (
      data: string,
      rows: number,
      cycles: number,
    ) => Promise<{ before: LeakFigures; after: LeakFigures; added: string[] }>;
  };
  const leak = await leakPage.evaluate(
    (d, r, n) => (window as unknown as LeakWindow).leakCheck(d, r, n),
    data,
    rows,
    LEAK_CYCLES,
  );
  const kinds = ['listeners', 'channels', 'timeouts', 'intervals'] as const;
  const held = kinds.every((kind) => leak.after[kind] <= leak.before[kind]);
  console.log(
    `\n== Leaks: ${LEAK_CYCLES} mount/remove cycles of <shop-cart> with both counters (after one warm-up) ==`,
  );
  console.log(
    `window/document listeners ${leak.before.listeners} → ${leak.after.listeners}, BroadcastChannels ${leak.before.channels} → ${leak.after.channels}, ` +
      `pending timeouts ${leak.before.timeouts} → ${leak.after.timeouts}, intervals ${leak.before.intervals} → ${leak.after.intervals}: ` +
      (held ? 'back to baseline' : `LEAK${leak.added.length ? ` [${leak.added.join(', ')}]` : ''}`),
  );
} finally {
  await browser.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
