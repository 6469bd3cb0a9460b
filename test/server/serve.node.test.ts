// HTTP tests of the demo server: files and bundles with their content types, no traversal, methods, and
// text compression (negotiation, files, API answers, HEAD).
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { describe, it } from 'node:test';
import { negotiateEncoding } from '../../demo/server/compression.js';
import { get, send, withDemoServer } from '../helpers/demo-server.js';

withDemoServer();

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

  it('never leaves demo/ or dist/, and hides the server code and the raw page template', async () => {
    for (const path of [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/dist/../package.json',
      '/dist/..%2f..%2fetc/passwd',
      '/server/node-middleware.ts',
      '/demo/server/http.ts',
      '/host/shop-page.ts',
      '/demo/host/choices.ts',
      '/serve.ts',
      '/%E0%A4%A',
      '/nope.html',
      '//',
      '/demo//',
    ]) {
      assert.equal((await get(path)).status, 404, path);
    }
  });

  it('refuses other methods than GET and HEAD outside the API', async () => {
    assert.equal((await send('DELETE', '/')).status, 405);
    assert.equal((await send('POST', '/demo/index.html')).status, 405);
    assert.equal((await send('DELETE', '/panel.js')).status, 405);
  });
});

describe('compression', () => {
  it('chooses by Accept-Encoding: brotli before gzip, weights and refusals honoured', () => {
    assert.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(negotiateEncoding('gzip'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('gzip;q=0.8, br;q=0.5'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*;q=0, gzip;q=0.1'), 'gzip');
    assert.equal(negotiateEncoding('identity'), undefined);
    assert.equal(negotiateEncoding('deflate'), undefined);
    assert.equal(negotiateEncoding(''), undefined);
    assert.equal(negotiateEncoding(undefined), undefined);
    assert.equal(negotiateEncoding('gzip;q=0'), undefined);
    assert.equal(negotiateEncoding(['gzip;q=0.2', 'br;q=0.9']), 'br');
  });

  for (const [path, type] of [
    ['/', 'text/html'],
    ['/panel.js', 'text/javascript'],
    ['/demo/demo.css', 'text/css'],
    ['/api/cart', 'application/json'],
  ] as const) {
    it(`sends ${path} brotli- or gzip-compressed when accepted, plain when not`, async () => {
      const plain = await send('GET', path);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(plain.headers.vary ?? '', /accept-encoding/i);
      assert.ok(plain.headers['content-type']?.startsWith(type));
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await send('GET', path, { 'accept-encoding': encoding });
        assert.equal(packed.status, 200);
        assert.equal(packed.headers['content-encoding'], encoding, `${path} ${encoding}`);
        assert.equal(Number(packed.headers['content-length']), packed.raw.length);
        assert.ok(
          packed.raw.length < plain.raw.length / 2,
          `${path} ${encoding}: ${packed.raw.length} bytes`,
        );
        // The page and the cart differ per visitor; files and the cart's shape are the same.
        if (path !== '/' && path !== '/api/cart') assert.equal(packed.text, plain.text);
        else assert.ok(packed.text.length > plain.raw.length / 2);
      }
      const refused = await send('GET', path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      assert.equal(refused.headers['content-encoding'], undefined);
    });
  }

  it('compresses an SVG picture from 1 KB on and leaves small answers as they are', async () => {
    const image = await send('GET', '/demo/img/box.svg', { 'accept-encoding': 'br' });
    assert.equal(image.status, 200);
    // SVG is text: compressed from 1 KB on, as any text the server sends.
    if (statSync('demo/img/box.svg').size >= 1024) assert.equal(image.headers['content-encoding'], 'br');
    else assert.equal(image.headers['content-encoding'], undefined);
    const small = await send('GET', '/api/test/events', { 'accept-encoding': 'br' });
    assert.equal(small.text, '[]');
    assert.equal(small.headers['content-encoding'], undefined);
  });

  it('answers HEAD with the length of the compressed body and no body', async () => {
    const get = await send('GET', '/panel.js', { 'accept-encoding': 'br' });
    const head = await send('HEAD', '/panel.js', { 'accept-encoding': 'br' });
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.headers['content-length'], get.headers['content-length']);
    assert.equal(head.raw.length, 0);
  });
});
