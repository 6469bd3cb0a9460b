// Makes lazy chunks of the production bundles fail to load, as a flaky CDN would. Test files drive it
// through a server command (executeServerCommand from @web/test-runner-commands):
//   'block-chunks' { pattern }          answers 503 for every /dist/ file whose name contains `pattern`
//   'block-chunks' { pattern: null }    lets every chunk through again

export function chunkBlocker() {
  /** @type {string | null} */
  let pattern = null;
  return {
    /** @type {import('@web/test-runner').TestRunnerPlugin} */
    plugin: {
      name: 'chunk-blocker',
      executeCommand({ command, payload }) {
        if (command !== 'block-chunks') return undefined;
        pattern = payload?.pattern ?? null;
        return true;
      },
    },
    /** @type {import('koa').Middleware} */
    async middleware(ctx, next) {
      if (pattern && ctx.path.startsWith('/dist/') && ctx.path.includes(pattern)) {
        ctx.status = 503;
        ctx.body = 'blocked by the test';
        return;
      }
      await next();
    },
  };
}
