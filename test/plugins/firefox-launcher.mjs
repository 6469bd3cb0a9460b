// Firefox for the browser suite: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver
// BiDi. @web/test-runner-chrome's launcher does the session work (a page per test file, reused); given
// puppeteer-core and `browser: 'firefox'` it launches Firefox instead of Chromium, and it is a 'puppeteer'
// launcher, so the suite's commands (keys, viewport, the second page) work as in Chromium.
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteer from 'puppeteer-core';
import { FIREFOX_PREFS } from '../../scripts/find-browser.mjs';

/** @param {string} executablePath */
export function firefoxLauncher(executablePath) {
  const launcher = chromeLauncher({
    puppeteer,
    launchOptions: {
      browser: 'firefox',
      executablePath,
      headless: true,
      extraPrefsFirefox: FIREFOX_PREFS,
    },
  });
  launcher.name = 'Firefox';
  return launcher;
}
