// The mount benchmark: <shop-cart> created with a 25-item cart in its start-up data until all rows are in
// the DOM, beside a plain-React floor rendering the same markup; interleaved, in one warm page.
import * as esbuild from 'esbuild';
import type { Browser } from 'puppeteer-core';
import { esbuildBrowserOptions } from '../scripts/esbuild-options.mjs';
import { cartRows, type Cart } from '../src/domain/index.js';
import { interval, median, verdict } from './stats.js';

const WARM_UP = 5;
const RATIO_BUDGET = 1.3;
/** The target is the 25-item cart's (issue 38); other sizes show what is fixed and what grows per row. */
const TARGET_ITEMS = 25;

/** The target's verdict for a cart of `items` items, in every engine's line. */
export const mountVerdict = (items: number, ratio: number): string =>
  items === TARGET_ITEMS
    ? `target at most ${RATIO_BUDGET}: ${verdict(ratio <= RATIO_BUDGET)}`
    : `the target is for ${TARGET_ITEMS} items`;

/** The floor bundle of the mount benchmark (bench/floor.tsx). */
export async function mountFloorBundle(): Promise<string> {
  const floor = await esbuild.build({
    ...esbuildBrowserOptions('production'),
    entryPoints: ['bench/floor.tsx'],
    write: false,
    minify: true,
  });
  return floor.outputFiles?.[0]?.text ?? '';
}

type BenchWindow = Window & {
  mountCartOnce: (data: string, rows: number) => Promise<number>;
  mountFloorOnce: (cart: string, rows: number) => Promise<number>;
};

/** `props`: the start-up data's props, with the cart the floor renders too. */
export async function runMountBench(
  browser: Browser,
  url: string,
  props: { cart: Cart; payments?: unknown },
  mounts: number,
): Promise<void> {
  const { cart } = props;
  const rows = cartRows(cart.items).length;
  const data = JSON.stringify({ props });
  const page = await browser.newPage();
  await page.goto(`${url}/bench/page.html`, { waitUntil: 'load' });
  await page.waitForFunction("customElements.get('shop-cart') && 'mountFloor' in window");
  // Every request once the page and its scripts are loaded: API calls, lazy chunks, anything.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const cartTimes: number[] = [];
  const floorTimes: number[] = [];
  for (let run = 0; run < WARM_UP + mounts; run += 1) {
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
  await page.close();
  const cartMedian = median(cartTimes);
  const floorMedian = median(floorTimes);
  const ratio = cartMedian / floorMedian;
  console.log(`\n== Mount in a warm page: ${cart.items.length} items (${rows} rows), median of ${mounts} ==`);
  console.log(`<shop-cart> create → rendered: ${cartMedian.toFixed(2)} ms`);
  console.log(`plain React floor:             ${floorMedian.toFixed(2)} ms`);
  console.log(
    `ratio: ${ratio.toFixed(2)}, 80 % interval ${interval(cartTimes, floorTimes)} ` +
      `(${mountVerdict(cart.items.length, ratio)})`,
  );
  console.log(
    `requests while mounting with the cart${props.payments ? ' and every payment provider' : ''} in the start-up data (API, chunks, provider scripts, anything): ${requests.length}` +
      (requests.length ? ` [${[...new Set(requests)].join(', ')}]` : ''),
  );
}
