// HTTP tests of the demo server: pages and bundles with their content types, the API, no traversal.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startDemoServer } from '../../demo/serve.js';

let server: Server;
let port: number;

before(async () => {
  server = await startDemoServer(0);
  port = (server.address() as AddressInfo).port;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

/** A GET with the path sent exactly as written (fetch would normalise '..'). */
function get(path: string): Promise<{ status: number; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '' });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('demo/serve.ts', () => {
  it('serves the demo page, its script, styles and images with their content types', async () => {
    assert.deepEqual(await get('/'), { status: 200, type: 'text/html; charset=utf-8' });
    assert.deepEqual(await get('/panel.js'), { status: 200, type: 'text/javascript; charset=utf-8' });
    assert.deepEqual(await get('/demo/demo.css'), { status: 200, type: 'text/css; charset=utf-8' });
    assert.deepEqual(await get('/demo/img/box.svg'), { status: 200, type: 'image/svg+xml' });
  });

  it('answers the API under /api/', async () => {
    assert.deepEqual(await get('/api/cart'), { status: 200, type: 'application/json; charset=utf-8' });
  });

  it('never leaves demo/ or dist/, and hides the server code', async () => {
    for (const path of [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/dist/../package.json',
      '/dist/..%2f..%2fetc/passwd',
      '/server/node-middleware.ts',
      '/demo/server/http.ts',
      '/serve.ts',
      '/%E0%A4%A',
      '/nope.html',
    ]) {
      assert.equal((await get(path)).status, 404, path);
    }
  });

  it('refuses other methods than GET and HEAD outside the API', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', method: 'DELETE' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    assert.equal(status, 405);
  });
});
