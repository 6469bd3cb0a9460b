// Finds the browsers for the tests and the benchmark: Chromium, Firefox and WebKit (WebKitGTK's MiniBrowser,
// driven through WebKitWebDriver), each from an environment variable first, then the PATH or Debian's place.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The engines the browser suite runs in, in the order it runs them. */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engines `npm test` runs when none is chosen (README, Browsers for the tests). */
export const DEFAULT_ENGINES = ['chromium', 'firefox', 'webkit'];

/** The whole browser suite (the Node tests, *.node.test.ts, run apart). */
export const WHOLE_SUITE = ['test/**/*.test.{ts,tsx}', '!test/**/*.node.test.ts'];

/**
 * A quick look at one engine (`--smoke` or TEST_SMOKE=1, never CI): the pages end to end, the element's
 * host contracts, a few main journeys and the narrow-screen bar; a few minutes instead of about ten.
 */
export const SMOKE_SET = [
  'test/e2e/*.test.ts',
  '!test/e2e/*.node.test.ts',
  'test/elements/*.test.{ts,tsx}',
  'test/cart/items/cart-changes.test.ts',
  'test/cart/discount/discount-entry.test.ts',
  'test/cart/items/services-modal.test.ts',
  'test/cart/sticky-bar/sticky-bar.test.ts',
  'test/i18n/english-cart.test.ts',
];

/**
 * The host apps of hosts/ run their journeys in Chromium; the React host (the shared-React entry, one React)
 * in every engine. Framework bindings are the frameworks' own code, tested by them in every engine.
 */
const CHROMIUM_ONLY_HOSTS = ['!test/hosts/{vue,svelte,angular,cms}.test.ts'];

/**
 * The test files each engine runs by default (`npm test`, CI): the whole suite in every engine. Each
 * whole suite takes 8 to 10 minutes on a quiet 2-core machine (README, Browsers for the tests).
 * `--smoke` or TEST_SMOKE=1 runs SMOKE_SET instead; files named after the options replace both.
 */
export const ENGINE_FILES = {
  chromium: WHOLE_SUITE,
  firefox: [...WHOLE_SUITE, ...CHROMIUM_ONLY_HOSTS],
  webkit: [...WHOLE_SUITE, ...CHROMIUM_ONLY_HOSTS],
};

/** The Debian packages that bring each engine (and the virtual display WebKit needs without a screen). */
export const ENGINE_PACKAGES = {
  chromium: ['chromium'],
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb', 'xauth'],
};

const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];
const FIREFOX_NAMES = ['firefox-esr', 'firefox'];
/** Where Debian and Ubuntu put WebKitGTK's MiniBrowser (the GTK 3 and the GTK 4 builds). */
const MINIBROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
];

/** Flags that keep headless Chromium quiet on a machine without internet. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Firefox preferences for the same quiet on a machine without internet (puppeteer sets the automation
 * ones): no telemetry, no update or remote-settings traffic, no captive-portal or connectivity probes.
 */
export const FIREFOX_PREFS = {
  'app.update.disabledForTesting': true,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'toolkit.telemetry.enabled': false,
};

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string | undefined} override @param {string[]} names */
function onPath(override, names) {
  if (override) return isExecutable(override) ? override : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

/** @returns {string | undefined} Chromium: CHROME_PATH, else the first one on the PATH. */
export function findBrowser() {
  return onPath(process.env.CHROME_PATH, CHROMIUM_NAMES);
}

/** @returns {string | undefined} Firefox: FIREFOX_PATH, else `firefox-esr` or `firefox` on the PATH. */
export function findFirefox() {
  return onPath(process.env.FIREFOX_PATH, FIREFOX_NAMES);
}

/**
 * WebKit: WebKitWebDriver (WEBKIT_WEBDRIVER_PATH, else the PATH) and the MiniBrowser it drives
 * (MINIBROWSER_PATH, else Debian's place).
 * @returns {{ driver: string, browser: string } | undefined}
 */
export function findWebKit() {
  const driver = onPath(process.env.WEBKIT_WEBDRIVER_PATH, ['WebKitWebDriver']);
  const browser = process.env.MINIBROWSER_PATH
    ? isExecutable(process.env.MINIBROWSER_PATH)
      ? process.env.MINIBROWSER_PATH
      : undefined
    : MINIBROWSER_PATHS.find(isExecutable);
  return driver && browser ? { driver, browser } : undefined;
}

/** @returns {string | undefined} Xvfb, for WebKit when there is no DISPLAY. */
export function findXvfb() {
  return onPath(undefined, ['Xvfb']);
}

/**
 * What each engine lacks on this machine: the Debian packages to install (empty: nothing).
 * @param {string} engine
 * @returns {string[]}
 */
export function missingPackages(engine) {
  if (engine === 'chromium') return findBrowser() ? [] : ENGINE_PACKAGES.chromium;
  if (engine === 'firefox') return findFirefox() ? [] : ENGINE_PACKAGES.firefox;
  const missing = findWebKit() ? [] : ['webkit2gtk-driver'];
  if (!process.env.DISPLAY && !findXvfb()) missing.push('xvfb', 'xauth');
  return missing;
}

/**
 * The engines chosen: `--engine NAME` (repeatable, or a comma list) in `argv`, else the TEST_ENGINE
 * environment variable (a comma list), else DEFAULT_ENGINES. Throws on an unknown name.
 * @param {string[]} argv
 * @param {string | undefined} env
 * @returns {string[]}
 */
export function selectedEngines(argv = process.argv, env = process.env.TEST_ENGINE) {
  const named = [];
  argv.forEach((arg, index) => {
    if (arg === '--engine' || arg === '--engines') named.push(argv[index + 1] ?? '');
    else if (arg.startsWith('--engine=') || arg.startsWith('--engines=')) named.push(arg.split('=')[1]);
  });
  const list = (named.length > 0 ? named.join(',') : (env ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (list.length === 0) return [...DEFAULT_ENGINES];
  const unknown = list.filter((name) => !ENGINES.includes(name));
  if (unknown.length > 0)
    throw new Error(`Unknown engine ${unknown.join(', ')}: choose among ${ENGINES.join(', ')}.`);
  return ENGINES.filter((name) => list.includes(name));
}
