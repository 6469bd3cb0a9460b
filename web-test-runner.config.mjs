// Tests run in Chromium, Firefox and WebKit (test/plugins/engines.mjs), one engine after the other: the
// engines of TEST_ENGINE (a comma list; `npm run test:browser` sets all three, or those of `--engine`),
// Chromium alone when it is unset (`npx web-test-runner FILES` while working). Each test file is served as
// one esbuild bundle (React 19 is CommonJS only), and the reference cart API of demo/server/ answers
// /api/... on the same origin over real HTTP.
import { defaultReporter } from '@web/test-runner';
import { readdirSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import * as esbuild from 'esbuild';
import { tsImport } from 'tsx/esm/api';
import { WHOLE_SUITE, selectedEngines } from './scripts/find-browser.mjs';
import { esbuildBrowserOptions, sourceWorkerUrls } from './scripts/esbuild-options.mjs';
import { sentryCollector } from './test/plugins/sentry-collector.mjs';
import { secondPagePlugin } from './test/plugins/second-page.mjs';
import { streamedPage } from './test/plugins/streamed-page.mjs';
import { cspPage } from './test/plugins/csp-page.mjs';
import { chunkBlocker } from './test/plugins/chunk-blocker.mjs';
import { ssrPage } from './test/plugins/ssr-page.mjs';
import { fuzzSettingsPlugin } from './test/plugins/fuzz-settings.mjs';
import { engineLaunchers } from './test/plugins/engines.mjs';
import { engineSummary } from './test/plugins/engine-summary.mjs';
import { requestLog } from './test/plugins/request-log.mjs';
import { visualRegression } from './test/plugins/visual-regression.mjs';

/** nginx's status for a request whose client went away before the answer. */
const CLIENT_CLOSED_REQUEST = 499;
/** What the runner sees for an API answer already sent (its real status went out on the wire). */
const ANSWERED_BY_THE_API = 200;
/** What media the page asked for but the test never served gets: no content (it fails to load). */
const NO_MEDIA = 204;
/** The repository's own folders: a page missing there is a missing fixture, reported by the runner. */
const OWN_FOLDERS = /^\/(test|src|dist|demo|elements|hosts|node_modules|bundles|fresh)\//;
/** What the shop's other pages (the next step, a product page) look like in tests: a page that loads. */
const SHOP_PAGE =
  '<!doctype html><html lang="de"><title>Shop</title><p>Eine andere Seite des Shops</p></html>';
/** Requests for media, as Chromium marks them (Sec-Fetch-Dest). */
const MEDIA_DESTINATIONS = new Set(['image', 'audio', 'video', 'track']);

const engines = selectedEngines([], process.env.TEST_ENGINE ?? 'chromium');

// The reference API and the demo shop page (/demo/index.html, rendered for the visitor) share visitors.
const { createDemoHandlers, STAND_IN_PATH } = await tsImport('./demo/host/demo-handlers.ts', import.meta.url);
const { renderShopCart } = await tsImport('./src/cart/fragment/render/render-shop-cart.tsx', import.meta.url);
const { STATIC_CSS, STATIC_CSS_FILE } = await tsImport(
  './src/cart/fragment/render/static-styles.generated.ts',
  import.meta.url,
);
const { serverCartElement } = await tsImport('./demo/host/cart-element.ts', import.meta.url);
// The demo page renders the cart on the server, with the server entry's sources (no build needed).
const { api, page, providers } = createDemoHandlers({
  renderCartOnServer: serverCartElement(renderShopCart),
});
const blocker = chunkBlocker();

/** Whether the runner watches the sources (then every request builds afresh). */
const WATCHING = process.argv.includes('--watch');

const TESTING_SHIM = resolvePath('test/helpers/testing.ts');
/** The engines' slowness factors, served to the runner page (mocha's time-out) from the tests' own module. */
const ENGINE_SLOWNESS_PATH = '/test-pages/engine-slowness.js';
const ENGINE_SLOWNESS_SOURCE = './test/helpers/engine-slowness.ts';
/**
 * Test files' '@open-wc/testing' is test/helpers/testing.ts: the library with waits scaled per engine
 * (the shim's own import of the name is the library).
 */
const engineScaledWaits = {
  name: 'engine-scaled-waits',
  setup(build) {
    build.onResolve({ filter: /^@open-wc\/testing$/ }, (args) =>
      args.importer === TESTING_SHIM ? undefined : { path: TESTING_SHIM },
    );
  },
};

/**
 * Serves test files as bundles, and /bundles/NAME.js as a standalone build of elements/NAME.ts. Each is
 * built once per run (not once per engine and per page that loads it): a build under load takes seconds,
 * which a page's load event would wait for. A test bundle's source map is a file of its own beside it
 * (/test/...test.ts.map), which the runner reads to map stack traces and a browser fetches only with its
 * developer tools open: inline, it made each module three to four times larger (up to 14 MB) for every
 * engine to load and parse.
 */
function esbuildBundles() {
  /** @type {Map<string, Promise<{ code: string, map?: string }>>} */
  const built = new Map();
  const build = (entry, test) =>
    esbuild
      .build({
        ...esbuildBrowserOptions(test ? 'development' : 'production'),
        entryPoints: [entry],
        // Beside the test file, so the map's sources are relative to the folder the runner maps from.
        outfile: `${entry}.js`,
        write: false,
        sourcemap: test ? 'external' : false,
        external: ['/__web-dev-server__web-socket.js'],
        plugins: [sourceWorkerUrls, ...(test ? [engineScaledWaits] : [])],
      })
      .then((result) => {
        const code = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
        const map = result.outputFiles.find((file) => file.path.endsWith('.map'))?.text;
        if (!map) return { code };
        const name = entry.slice(entry.lastIndexOf('/') + 1);
        return { code: `${code}//# sourceMappingURL=${name}.map\n`, map };
      });
  const once = (entry, test) => {
    if (!built.has(entry)) {
      const bundle = build(entry, test);
      built.set(entry, bundle);
      bundle.catch(() => built.delete(entry));
    }
    return built.get(entry);
  };
  return {
    name: 'esbuild-bundles',
    serverStart() {
      // The elements' bundles start building at once: a frame's load event can wait for its bundle
      // (Firefox counts a module's top-level `await import()` in it), and tests give a load one second.
      if (WATCHING) return;
      for (const name of readdirSync('elements')) {
        if (/^[\w-]+\.ts$/.test(name) && !name.endsWith('.d.ts'))
          once(`./elements/${name}`, false).catch(() => {});
      }
    },
    async serve(context) {
      const test = /^\/(test\/.+\.test\.tsx?)(\.map)?$/.exec(context.path);
      const element = /^\/bundles\/([\w-]+)\.js$/.exec(context.path);
      const entry = test
        ? `./${test[1]}`
        : element
          ? `./elements/${element[1]}.ts`
          : context.path === ENGINE_SLOWNESS_PATH
            ? ENGINE_SLOWNESS_SOURCE
            : undefined;
      if (!entry) return undefined;
      const bundle = await (WATCHING ? build(entry, !!test) : once(entry, !!test));
      if (test?.[2]) return bundle.map === undefined ? undefined : { body: bundle.map, type: 'json' };
      return { body: bundle.code, type: 'js' };
    },
  };
}

export default {
  files: WHOLE_SUITE,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 300000,
  browsers: engineLaunchers(engines),
  reporters: [defaultReporter(), engineSummary()],
  middleware: [
    // First: it sees each answer of a test page's modules as it went out (for a file that did not load).
    requestLog(),
    blocker.middleware,
    sentryCollector(),
    streamedPage(),
    cspPage(),
    ssrPage(renderShopCart, { css: STATIC_CSS, file: STATIC_CSS_FILE }),
    async (ctx, next) => {
      if (ctx.path.startsWith('/api/')) {
        ctx.respond = false;
        await api(ctx.req, ctx.res);
        // The API answers by itself; Koa keeps a status only for the runner, which reports every 404 as
        // a missing file. A call the page gave up on (aborted) has no answer and would keep Koa's
        // default 404: 499, client closed request. The API's own 404 answers (an unknown cart item:
        // tested on purpose, and met by changes that race a removal) are answers, not missing files.
        if (!ctx.res.headersSent) ctx.res.statusCode = CLIENT_CLOSED_REQUEST;
        else if (ctx.res.statusCode === 404) ctx.res.statusCode = ANSWERED_BY_THE_API;
        return;
      }
      if (ctx.path.startsWith(STAND_IN_PATH)) {
        ctx.respond = false;
        await providers(ctx.req, ctx.res);
        // A 'hang' stand-in answers only after the element gave up: like an aborted API call, not a 404.
        if (!ctx.res.headersSent) ctx.res.statusCode = CLIENT_CLOSED_REQUEST;
        return;
      }
      if (ctx.path === '/demo/index.html') {
        ctx.respond = false;
        await page(ctx.req, ctx.res);
        return;
      }
      await next();
      // Pictures and sounds at hostile or made-up addresses (the XSS corpus's `src=x`, an image URL that
      // is a payload, sanitized API HTML keeping an <audio src=x>) are asked for on purpose; they fail to
      // load as they should, but they are not missing files of the suite: the runner's 404 report stays
      // for scripts, styles and fixtures.
      if (ctx.status === 404 && MEDIA_DESTINATIONS.has(ctx.get('sec-fetch-dest'))) {
        ctx.status = NO_MEDIA;
        ctx.body = null;
      }
      // A frame that follows the cart's links (the next step, an express payment's next URL) leaves for
      // another page of the shop: it loads, and the test reads where the frame went.
      const navigation = ['document', 'iframe'].includes(ctx.get('sec-fetch-dest'));
      if (ctx.status === 404 && navigation && !OWN_FOLDERS.test(ctx.path)) {
        ctx.status = 200;
        ctx.type = 'html';
        ctx.body = SHOP_PAGE;
      }
    },
  ],
  plugins: [esbuildBundles(), secondPagePlugin(), blocker.plugin, fuzzSettingsPlugin(), visualRegression()],
  testFramework: { config: { timeout: 20000 } },
  // Mocha's hang guard per engine: 20 s in Chromium (10 s let a test with four axe checks time out on a
  // loaded machine), times the engine's slowness (test/helpers/engine-slowness.ts, as the tests' waits).
  // Module scripts run in document order: the factor is applied before mocha loads.
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><head></head><body><script type="module">
      import { slownessOf } from '${ENGINE_SLOWNESS_PATH}';
      const config = window.__WTR_CONFIG__?.testFrameworkConfig;
      if (config?.timeout) config.timeout *= slownessOf(navigator.userAgent);
    </script><script type="module" src="${testFramework}"></script></body></html>`,
};
