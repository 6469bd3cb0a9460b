// The engines of the interaction benchmark (bench/interactions.ts), behind one small interface: a page that
// runs a function in the document and takes trusted input (a click at a point, a key, a wheel step).
// Chromium and Firefox through puppeteer-core (CDP and WebDriver BiDi), WebKit (WebKitGTK's MiniBrowser)
// through WebKitWebDriver's classic WebDriver actions. Only Chromium throttles the CPU.
import type { Browser, KeyInput } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import { findFirefox, findWebKit, FIREFOX_PREFS } from '../scripts/find-browser.mjs';
import { startWebKit } from '../scripts/webkit-driver.mjs';

export type BenchKey = 'Escape' | 'Enter' | 'ArrowDown' | 'Tab';

export interface BenchPage {
  /** Runs `fn` in the page (its arguments and result go over the wire as JSON). */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  clickAt(x: number, y: number): Promise<void>;
  press(key: BenchKey): Promise<void>;
  /** Types `text` key by key, `delayMs` apart. */
  type(text: string, delayMs: number): Promise<void>;
  /** Ten wheel steps down (a scripted scroll where the engine's driver has no wheel). */
  scrollDown(): Promise<void>;
}

export interface BenchEngine {
  name: string;
  /** The CPU slow-down the figures were taken at (1: the machine's own speed). */
  cpu: number;
  /** Opens `url` in a fresh page (a fresh browser context where the engine has them). */
  open(url: string): Promise<BenchPage>;
  /** Closes the page `open` gave. */
  close(): Promise<void>;
  stop(): Promise<void>;
}

const VIEWPORT = { width: 390, height: 844 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A puppeteer browser (Chromium over CDP, Firefox over WebDriver BiDi) as a bench engine. */
function puppeteerEngine(name: string, browser: Browser, cpu: number, ownsBrowser: boolean): BenchEngine {
  let closing: (() => Promise<void>) | undefined;
  return {
    name,
    cpu,
    async open(url) {
      const context = await browser.createBrowserContext();
      closing = () => context.close();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      if (cpu > 1) await page.emulateCPUThrottling(cpu);
      await page.goto(url, { waitUntil: 'load' });
      return {
        run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        clickAt: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key satisfies KeyInput),
        type: (text, delayMs) => page.keyboard.type(text, { delay: delayMs }),
        async scrollDown() {
          for (let step = 0; step < 10; step += 1) await page.mouse.wheel({ deltaY: 300 });
        },
      };
    },
    async close() {
      await closing?.();
      closing = undefined;
    },
    async stop() {
      if (ownsBrowser) await browser.close();
    },
  };
}

export const chromiumEngine = (browser: Browser, cpu: number) =>
  puppeteerEngine('Chromium', browser, cpu, false);

export async function firefoxEngine(): Promise<BenchEngine | string> {
  const executablePath = findFirefox();
  if (!executablePath) return 'Firefox: not installed (Debian: firefox-esr)';
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Full timer precision, as Chromium has it: Firefox rounds performance.now() to 1 ms otherwise.
    extraPrefsFirefox: { ...FIREFOX_PREFS, 'privacy.reduceTimerPrecision': false },
  });
  const version = (await browser.version()).replace(/^firefox\//i, '');
  return puppeteerEngine(`Firefox ${version}`, browser, 1, true);
}

/** WebDriver's key codes for the keys the bench presses. */
const WEBDRIVER_KEYS: Record<BenchKey, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  ArrowDown: '\uE015',
  Tab: '\uE004',
};

export async function webkitEngine(): Promise<BenchEngine | string> {
  const paths = findWebKit();
  if (!paths) return 'WebKit: not installed (Debian: webkit2gtk-driver, xvfb, xauth)';
  const webkit = await startWebKit(paths);
  const { driver } = webkit;
  await driver.setWindowSize(VIEWPORT.width, VIEWPORT.height);
  const keys = (values: string[]) =>
    driver.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: values.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      },
    ]);
  const page: BenchPage = {
    run: (fn, ...args) => driver.execute(fn as never, ...(args as unknown as never[])) as never,
    async clickAt(x, y) {
      await driver.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
      await driver.releaseActions();
    },
    press: (key) => keys([WEBDRIVER_KEYS[key]]),
    async type(text, delayMs) {
      for (const letter of text) {
        await keys([letter]);
        await pause(delayMs);
      }
    },
    async scrollDown() {
      for (let step = 0; step < 10; step += 1) {
        await driver.execute(() => window.scrollBy(0, 300));
        await pause(16);
      }
    },
  };
  return {
    name: `WebKit ${String(driver.capabilities.browserVersion ?? '')}`,
    cpu: 1,
    async open(url) {
      await driver.navigateTo(url);
      return page;
    },
    async close() {
      await driver.navigateTo('about:blank');
    },
    stop: () => webkit.stop(),
  };
}
