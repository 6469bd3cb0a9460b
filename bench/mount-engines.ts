// The warm mount benchmark (bench/mount.ts, same page, same plain-React floor) in Firefox and WebKit, so a
// regression in one engine shows: Firefox through puppeteer-core over WebDriver BiDi, WebKit (WebKitGTK's
// MiniBrowser) through WebKitWebDriver. An engine missing on the machine is named and left out.
import puppeteer from 'puppeteer-core';
import { findFirefox, findWebKit, FIREFOX_PREFS } from '../scripts/find-browser.mjs';
import { startWebKit } from '../scripts/webkit-driver.mjs';
import { cartRows, type Cart } from '../src/domain/index.js';
import { mountVerdict } from './mount.js';
import { interval, median, steppedMedian, wholeMilliseconds } from './stats.js';

const WARM_UP = 5;

/** Calls one of bench/page.html's mount functions in the engine's page; resolves with its time. */
type Mount = (fn: 'mountCartOnce' | 'mountFloorOnce', data: string, rows: number) => Promise<number>;

async function measure(engine: string, mount: Mount, props: { cart: Cart }, mounts: number) {
  const rows = cartRows(props.cart.items).length;
  const data = JSON.stringify({ props });
  const cart = JSON.stringify(props.cart);
  const cartTimes: number[] = [];
  const floorTimes: number[] = [];
  for (let run = 0; run < WARM_UP + mounts; run += 1) {
    const c = await mount('mountCartOnce', data, rows);
    const f = await mount('mountFloorOnce', cart, rows);
    if (run >= WARM_UP) {
      cartTimes.push(c);
      floorTimes.push(f);
    }
  }
  // The page is cross-origin isolated (static-server.ts), which gives WebKit a clock of 20 µs. Should an
  // engine still count whole milliseconds, a median jumps a step: the ratio is then one of medians
  // interpolated within their millisecond, and the medians as read are printed beside it.
  const coarse = wholeMilliseconds([...cartTimes, ...floorTimes]);
  const estimate = coarse ? steppedMedian : median;
  const [cartTime, floorTime] = [estimate(cartTimes), estimate(floorTimes)];
  const ratio = cartTime / floorTime;
  const how = coarse
    ? `medians interpolated on a whole-millisecond clock; as read ${median(cartTimes).toFixed(0)} and ${median(floorTimes).toFixed(0)} ms`
    : 'medians';
  console.log(
    `${engine.padEnd(16)} <shop-cart> ${cartTime.toFixed(2)} ms, React floor ${floorTime.toFixed(2)} ms (${how}), ` +
      `ratio ${ratio.toFixed(2)}, 80 % interval ${interval(cartTimes, floorTimes, estimate)} (${mountVerdict(props.cart.items.length, ratio)})`,
  );
}

async function inFirefox(url: string, props: { cart: Cart }, mounts: number) {
  const executablePath = findFirefox();
  if (!executablePath) return console.log('Firefox          not installed (Debian: firefox-esr)');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Full timer precision, as Chromium has it: Firefox rounds performance.now() to 1 ms otherwise.
    extraPrefsFirefox: { ...FIREFOX_PREFS, 'privacy.reduceTimerPrecision': false },
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/bench/page.html`, { waitUntil: 'load' });
    await page.waitForFunction("customElements.get('shop-cart') && 'mountFloor' in window");
    const mount: Mount = (fn, data, rows) =>
      page.evaluate(
        (name, d, r) =>
          (window as unknown as Record<string, (d: string, r: number) => Promise<number>>)[name]!(d, r),
        fn,
        data,
        rows,
      );
    await measure(`Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`, mount, props, mounts);
  } finally {
    await browser.close();
  }
}

async function inWebKit(url: string, props: { cart: Cart }, mounts: number) {
  const paths = findWebKit();
  if (!paths) return console.log('WebKit           not installed (Debian: webkit2gtk-driver, xvfb, xauth)');
  const webkit = await startWebKit(paths);
  try {
    const { driver } = webkit;
    await driver.navigateTo(`${url}/bench/page.html`);
    await driver.waitUntil(() =>
      driver.execute(() => !!customElements.get('shop-cart') && 'mountFloor' in window),
    );
    const mount: Mount = (fn, data, rows) =>
      driver.execute(
        (name: string, d: string, r: number) =>
          (window as unknown as Record<string, (d: string, r: number) => Promise<number>>)[name]!(d, r),
        fn,
        data,
        rows,
      );
    const version = String(driver.capabilities.browserVersion ?? '');
    await measure(`WebKit ${version}`, mount, props, mounts);
  } finally {
    await webkit.stop();
  }
}

/** Prints the warm mount ratio against the React floor in Firefox and in WebKit. */
export async function runMountInOtherEngines(
  url: string,
  props: { cart: Cart; payments?: unknown },
  mounts: number,
): Promise<void> {
  const rows = cartRows(props.cart.items).length;
  console.log(
    `\n== Mount in a warm page, other engines: ${props.cart.items.length} items (${rows} rows), median of ${mounts} ==`,
  );
  await inFirefox(url, props, mounts);
  await inWebKit(url, props, mounts);
}
