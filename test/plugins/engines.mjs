// The browsers of the suite: Chromium (puppeteer), Firefox (puppeteer over WebDriver BiDi) and WebKit
// (WebKitWebDriver), for the engines chosen with TEST_ENGINE (scripts/test-browser.mjs sets it from
// `--engine`). Each launcher's time is recorded for the closing summary (test/plugins/engine-summary.mjs).
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROME_ARGS, findBrowser, findFirefox, findWebKit } from '../../scripts/find-browser.mjs';
import { timed } from './engine-summary.mjs';
import { firefoxLauncher } from './firefox-launcher.mjs';
import { WebKitLauncher } from './webkit-launcher.mjs';

const MISSING = 'run `node scripts/ensure-browser.mjs` (it installs or names what is missing)';

const LAUNCHERS = {
  chromium() {
    const executablePath = findBrowser();
    if (!executablePath) throw new Error(`No Chromium found: ${MISSING}, or set CHROME_PATH.`);
    const launcher = chromeLauncher({
      launchOptions: { executablePath, headless: true, args: CHROME_ARGS },
      createPage: pageWithFocus,
    });
    launcher.name = 'Chromium';
    return launcher;
  },
  firefox() {
    const executablePath = findFirefox();
    if (!executablePath) throw new Error(`No Firefox found: ${MISSING}, or set FIREFOX_PATH.`);
    return firefoxLauncher(executablePath);
  },
  webkit() {
    const paths = findWebKit();
    if (!paths) throw new Error(`No WebKitWebDriver and MiniBrowser found: ${MISSING}.`);
    return new WebKitLauncher(paths);
  },
};

/**
 * A test page that keeps the focus whatever else the browser shows, as Playwright's pages do. Without it
 * the page reused from test file to test file loses the window's focus to a second page, a popup or a Tab
 * past its last control, and from then on `element.focus()` moves `activeElement` but fires no focus
 * events: a guard that listens for `focusin` (the sticky bar's) never hears it, in whichever later file
 * the run's order puts it.
 * @param {{ context: import('puppeteer-core').BrowserContext }} options
 */
async function pageWithFocus({ context }) {
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
  return page;
}

/** @param {string[]} engines @returns {import('@web/test-runner').BrowserLauncher[]} */
export function engineLaunchers(engines) {
  return engines.map((engine) => timed(LAUNCHERS[engine]()));
}
