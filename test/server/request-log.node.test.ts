// The runner's request log (test/plugins/request-log.mjs), which the closing summary prints for a test file
// that failed outside its tests: each page part's status and size, and whether its answer went out whole.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Koa from 'koa';
import { describeRequest, requestLog, requestsBetween } from '../plugins/request-log.mjs';

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
const closed = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the request log of the test runner', () => {
  let from = 0;
  before(async () => {
    await listening;
    from = Date.now();
  });
  after(() => server.close());

  it('logs a whole answer with its status and size, query included', async () => {
    assert.equal(await (await fetch(url('/test/whole.test.ts?wtr-session-id=a'))).text(), 'export {};');
    await closed();
    const [entry] = requestsBetween(from, Date.now()).filter((e) => e.path.startsWith('/test/whole'));
    assert.ok(entry, 'logged');
    assert.equal(
      describeRequest({ ...entry, ms: 1 }),
      '/test/whole.test.ts?wtr-session-id=a: 200, 10 bytes, answered after 1 ms',
    );
  });

  it('logs a missing module as its status', async () => {
    assert.equal((await fetch(url('/bundles/missing.js'))).status, 404);
    await closed();
    const entries = requestsBetween(from, Date.now()).filter((e) => e.path === '/bundles/missing.js');
    assert.deepEqual(
      entries.map((e) => [e.status, e.outcome]),
      [[404, 'answered']],
    );
  });

  it('tells an answer that broke off from one that went out whole', async () => {
    await assert.rejects(async () => (await fetch(url('/test/dropped.test.ts'))).text());
    await closed();
    const entries = requestsBetween(from, Date.now()).filter((e) => e.path === '/test/dropped.test.ts');
    assert.deepEqual(
      entries.map((e) => [e.status, e.outcome]),
      [[200, 'closed before the whole answer']],
    );
  });

  it('leaves out what is not a part of the test page (the API, the demo)', async () => {
    await fetch(url('/api/cart'));
    await fetch(url('/demo/index.html'));
    await closed();
    assert.deepEqual(
      requestsBetween(from, Date.now()).filter((e) => !/^\/(test|bundles)\//.test(e.path)),
      [],
    );
  });

  it('gives only the requests of a time window', async () => {
    const later = Date.now() + 60_000;
    assert.deepEqual(requestsBetween(later, later + 1000), []);
  });
});
