// A second page in the same browser context as the test page (the same cookies, storage and
// BroadcastChannel origin): the other tab of the cross-tab tests. Test files drive it through server
// commands (executeServerCommand from @web/test-runner-commands):
//   'second-page-open' { path }        opens a page on the test page's origin at `path`
//   'second-page-evaluate' { expression } evaluates a JS expression there (promises are awaited) and
//                                      answers { value }
//   'second-page-close'                closes it
// The puppeteer-based launchers (Chromium, Firefox) open a page in the test page's browser context; the
// WebKit launcher (test/plugins/webkit-launcher.mjs) opens a second window of its browser.

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function secondPagePlugin() {
  /** @type {Map<string, import('puppeteer-core').Page>} */
  const pages = new Map();
  return {
    name: 'second-page',
    async executeCommand({ command, payload, session }) {
      if (!command.startsWith('second-page-')) return undefined;
      const launcher = session.browser;
      if (launcher.secondPage) return inWindow(launcher.secondPage, command, payload, session);
      if (typeof launcher.getPage !== 'function') throw new Error('second-page needs a puppeteer launcher');
      if (command === 'second-page-open') {
        const first = launcher.getPage(session.id);
        await pages.get(session.id)?.close();
        const page = await first.browserContext().newPage();
        page.on('pageerror', (error) => console.error(`[second page] ${error.message}`));
        pages.set(session.id, page);
        await page.goto(new URL(payload.path, first.url()).href);
        await first.bringToFront();
        return true;
      }
      const page = pages.get(session.id);
      if (command === 'second-page-evaluate') {
        if (!page) throw new Error('no second page open');
        // Wrapped: a command answering undefined or null counts as not handled.
        return { value: (await page.evaluate(payload.expression)) ?? null };
      }
      if (command === 'second-page-close') {
        await page?.close();
        pages.delete(session.id);
        return true;
      }
      return undefined;
    },
  };
}

/** The second page as a second window of a WebDriver browser (test/plugins/webkit-launcher.mjs). */
async function inWindow(secondPage, command, payload, session) {
  if (command === 'second-page-open') {
    await secondPage.open(new URL(payload.path, session.browser.getPage(session.id).url()).href);
    return true;
  }
  if (command === 'second-page-evaluate')
    return { value: (await secondPage.evaluate(payload.expression)) ?? null };
  if (command === 'second-page-close') {
    await secondPage.close();
    return true;
  }
  return undefined;
}
