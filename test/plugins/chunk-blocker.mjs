// Makes lazy chunks of the production bundles fail to load, as a flaky CDN would. Test files drive it
// through a server command (executeServerCommand from @web/test-runner-commands):
//   'block-chunks' { pattern }          answers 503 for every /dist/ file whose name contains `pattern`
//   'block-chunks' { pattern: null }    lets every chunk through again
//   'hold-chunks' { pattern }           keeps every request for a /dist/ file whose name contains
//                                       `pattern` waiting, as a slow network would
//   'hold-chunks' { pattern: null }     lets the held requests and every later one through
//   'deploy' { build: 'dist-redeploy' }  serves that folder, a second build with other hashes
//                                       (scripts/build-redeploy.mjs), in place of dist/: a live page's
//                                       entry names chunks the new deploy does not have (404)
//   'deploy' { build: null }            serves dist/ again
// dist/ is also served under /fresh/<token>/dist/: a page that loads its bundle from a new token gets
// URLs no earlier page used, so the browser's memory cache cannot hand it a chunk that is meant to fail.

import { existsSync } from 'node:fs';
import { ensureRedeploy } from '../../scripts/ensure-redeploy.mjs';

const FRESH = /^\/fresh\/[\w-]+(\/dist\/.*)$/;

export function chunkBlocker() {
  /** @type {string | null} */
  let pattern = null;
  /** @type {string | null} */
  let deployed = null;
  /** @type {string | null} */
  let held = null;
  /** @type {(() => void)[]} */
  const waiting = [];
  return {
    /** @type {import('@web/test-runner').TestRunnerPlugin} */
    plugin: {
      name: 'chunk-blocker',
      // `npx web-test-runner FILES` builds nothing: a missing second deploy would make every file of it a 404.
      serverStart() {
        ensureRedeploy();
      },
      executeCommand({ command, payload }) {
        if (command === 'deploy') {
          const build = payload?.build ?? null;
          if (build && !existsSync(`${build}/shop-cart.js`)) {
            throw new Error(`${build}/ has no build of shop-cart: run node scripts/build-redeploy.mjs`);
          }
          deployed = build;
          return true;
        }
        if (command === 'hold-chunks') {
          held = payload?.pattern ?? null;
          if (!held) for (const release of waiting.splice(0)) release();
          return true;
        }
        if (command !== 'block-chunks') return undefined;
        pattern = payload?.pattern ?? null;
        return true;
      },
    },
    /** @type {import('koa').Middleware} */
    async middleware(ctx, next) {
      const fresh = FRESH.exec(ctx.path);
      if (fresh) ctx.path = fresh[1];
      if (!ctx.path.startsWith('/dist/')) return next();
      if (deployed) {
        const file = `${deployed}/${ctx.path.slice('/dist/'.length)}`;
        if (!existsSync(file)) {
          ctx.status = 404;
          ctx.body = 'not in this deploy';
          return;
        }
        ctx.path = `/${file}`;
      }
      if (held && ctx.path.includes(held))
        await new Promise((release) => waiting.push(() => release(undefined)));
      if (pattern && ctx.path.includes(pattern)) {
        ctx.status = 503;
        ctx.body = 'blocked by the test';
        return;
      }
      // A chunk an earlier test file loaded must not come from the browser's cache, or a block could
      // never take effect: the test runner's outer cache middleware marks every file `max-age=31536000`
      // after this one has run, so its setting is turned into `no-store` for dist/.
      if (ctx.path.startsWith('/dist')) {
        const set = ctx.response.set.bind(ctx.response);
        ctx.response.set = (field, value) =>
          typeof field === 'string' && field.toLowerCase() === 'cache-control'
            ? set(field, 'no-store')
            : set(field, value);
      }
      await next();
    },
  };
}
