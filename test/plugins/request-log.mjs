// What the runner's dev server did with the requests that make up a test page: the page itself, the test
// module, the runner's own scripts and the bundles. When a test file fails outside its tests ("Could not
// import your test module"), the engine's message names no module; test/plugins/engine-summary.mjs then
// prints what this log holds for that file's time: each such request with its status, its size and
// whether its answer went out whole, so a failure says whether the server answered or the browser gave up.
// The reference API and the pages the tests build on purpose (faults, hostile links) are not logged.

/** @typedef {import('./request-log.d.mts').LoggedRequest} LoggedRequest */

/** The runner's page and its modules: what a test file needs before its first test runs. */
const PAGE_PARTS =
  /^\/(\?|$|test\/|bundles\/|test-pages\/|__web-dev-server|__wds-|__web-test-runner|node_modules\/)/;
/** How many requests are kept (a whole-suite run makes some thousands of them). */
const KEPT = 5000;

/** @type {LoggedRequest[]} */
const logged = [];

/** @param {LoggedRequest} entry */
function keep(entry) {
  logged.push(entry);
  if (logged.length > KEPT) logged.splice(0, logged.length - KEPT);
}

/**
 * Koa middleware, first in the chain, so it sees the answer as it finally went out.
 * @returns {import('koa').Middleware}
 */
export function requestLog() {
  return async (ctx, next) => {
    if (!PAGE_PARTS.test(ctx.path)) return next();
    const at = Date.now();
    const { res } = ctx;
    res.once('close', () => {
      keep({
        at,
        path: ctx.url,
        status: res.statusCode,
        ms: Date.now() - at,
        bytes: ctx.length,
        outcome: res.writableFinished
          ? 'answered'
          : res.headersSent
            ? 'closed before the whole answer'
            : 'no answer',
      });
    });
    return next();
  };
}

/**
 * The logged requests that started between two times (ms since the epoch), oldest first.
 * @param {number} from @param {number} to
 * @returns {LoggedRequest[]}
 */
export function requestsBetween(from, to) {
  return logged.filter((entry) => entry.at >= from && entry.at <= to);
}

/**
 * One line per request, for the closing summary.
 * @param {LoggedRequest} entry
 */
export function describeRequest(entry) {
  const size = entry.bytes === undefined ? '' : `, ${entry.bytes} bytes`;
  return `${entry.path}: ${entry.status}${size}, ${entry.outcome} after ${entry.ms} ms`;
}
