// The runner's request log (test/plugins/request-log.mjs), which the closing summary prints for a test file
// that failed outside its tests: each page part's status and size, and whether its answer went out whole.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Koa from 'koa';
import { describeRequest, requestLog, requestsBetween, type LoggedRequest } from '../plugins/request-log.mjs';

const app = new Koa();
app.use(requestLog());
app.use((ctx) => {
  if (ctx.path === '/test/whole.test.ts') ctx.body = 'export {};';
  else if (ctx.path === '/test/dropped.test.ts') {
    // Headers and part of the body, then the connection goes: as a server that died mid-answer.
    ctx.respond = false;
    ctx.res.writeHead(200, { 'content-type': 'text/javascript' });
    ctx.res.write('export const a = ');
    setTimeout(() => ctx.res.destroy(), 20);
  } else ctx.status = 404;
});
const server = app.listen(0, '127.0.0.1');
const listening = new Promise((resolve) => server.once('listening', resolve));
const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
/** What the log holds for `path` since the suite started, once its answer has ended (logged on close). */
async function loggedFor(path: string, since: number) {
  for (let waited = 0; waited < 2000; waited += 10) {
    const entries = requestsBetween(since, Date.now()).filter((e) => e.path === path);
    if (entries.length > 0) return entries;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return [];
}
const outcomes = (entries: LoggedRequest[]) => entries.map((e) => [e.status, e.outcome]);

describe('the request log of the test runner', () => {
  let from = 0;
  before(async () => {
    await listening;
    from = Date.now();
  });
  after(() => server.close());

  it('logs a whole answer with its status and size, query included', async () => {
    const path = '/test/whole.test.ts?wtr-session-id=a';
    assert.equal(await (await fetch(url(path))).text(), 'export {};');
    const [entry] = await loggedFor(path, from);
    assert.ok(entry, 'logged');
    assert.equal(
      describeRequest({ ...entry, ms: 1 }),
      '/test/whole.test.ts?wtr-session-id=a: 200, 10 bytes, answered after 1 ms',
    );
  });

  it('logs a missing module as its status', async () => {
    assert.equal((await fetch(url('/bundles/missing.js'))).status, 404);
    assert.deepEqual(outcomes(await loggedFor('/bundles/missing.js', from)), [[404, 'answered']]);
  });

  it('tells an answer that broke off from one that went out whole', async () => {
    await assert.rejects(async () => (await fetch(url('/test/dropped.test.ts'))).text());
    assert.deepEqual(outcomes(await loggedFor('/test/dropped.test.ts', from)), [
      [200, 'closed before the whole answer'],
    ]);
  });

  it('leaves out what is not a part of the test page (the API, the demo)', async () => {
    const since = Date.now();
    await fetch(url('/api/cart'));
    await fetch(url('/demo/index.html'));
    // A page part asked for after them: once it is logged, theirs would have been too.
    await fetch(url('/bundles/after.js'));
    await loggedFor('/bundles/after.js', since);
    assert.deepEqual(
      requestsBetween(since, Date.now()).map((e) => e.path),
      ['/bundles/after.js'],
    );
  });

  it('gives only the requests that started within the time window', async () => {
    await fetch(url('/bundles/window.js'));
    const [entry] = await loggedFor('/bundles/window.js', from);
    assert.ok(entry, 'logged');
    const within = (a: number, b: number) =>
      requestsBetween(a, b).some((e) => e.path === '/bundles/window.js');
    assert.ok(within(entry.at, entry.at), 'a window holding its start');
    assert.ok(!within(from, entry.at - 1), 'a window that ends before it');
    assert.ok(!within(entry.at + 1, Date.now() + 1000), 'a window that starts after it');
  });
});
