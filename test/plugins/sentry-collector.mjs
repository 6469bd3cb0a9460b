// A stand-in for the error-reporting service on the test server's origin. A DSN such as
// `http://key@HOST/sentry/7` makes the Sentry client post envelopes to /sentry/api/7/envelope/.
// GET /sentry/envelopes lists what arrived; DELETE /sentry/envelopes forgets it. The report dialog's
// script (/sentry/api/embed/error-page/) is answered with a script that records that it was opened.

/** @type {{ path: string, query: string, body: string }[]} */
const received = [];

const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export function sentryCollector() {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/sentry/')) return next();
    if (ctx.path === '/sentry/envelopes') {
      if (ctx.method === 'DELETE') received.length = 0;
      ctx.body = JSON.stringify(received);
      ctx.type = 'application/json';
      return undefined;
    }
    if (ctx.path.startsWith('/sentry/api/embed/error-page')) {
      received.push({ path: ctx.path, query: ctx.querystring, body: '' });
      ctx.type = 'application/javascript';
      ctx.body = `window.__reportDialog = ${JSON.stringify(Object.fromEntries(new URLSearchParams(ctx.querystring)))};`;
      return undefined;
    }
    received.push({ path: ctx.path, query: ctx.querystring, body: await readBody(ctx.req) });
    ctx.status = 200;
    ctx.body = '{}';
    return undefined;
  };
}
