// The bench's static server (bench/static-server.ts) sends text gzip-compressed when the browser accepts it,
// and keeps each compressed body: never one that is no longer the file's.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { startStaticServer } from '../../bench/static-server.js';

interface Answer {
  encoding: string | undefined;
  body: Buffer;
}

function get(url: string, gzip: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the bench static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  let url = '';
  let close = () => undefined as void;
  before(async () => {
    const started = await startStaticServer(root, { '/page.html': '<p>page</p>'.repeat(200) });
    url = started.url;
    close = () => void started.server.close();
  });
  after(() => close());

  it('sends the same compressed bytes for the same body, and text as it is when gzip is not accepted', async () => {
    const first = await get(`${url}/page.html`, true);
    const second = await get(`${url}/page.html`, true);
    assert.equal(first.encoding, 'gzip');
    assert.equal(gunzipSync(first.body).toString(), '<p>page</p>'.repeat(200));
    assert.ok(first.body.equals(second.body));
    const plain = await get(`${url}/page.html`, false);
    assert.equal(plain.encoding, undefined);
    assert.equal(plain.body.toString(), '<p>page</p>'.repeat(200));
  });

  it('compresses a file again once it changed, never sending the old one', async () => {
    writeFileSync(join(root, 'app.js'), 'console.log("one");');
    assert.equal(gunzipSync((await get(`${url}/app.js`, true)).body).toString(), 'console.log("one");');
    writeFileSync(join(root, 'app.js'), 'console.log("two");');
    assert.equal(gunzipSync((await get(`${url}/app.js`, true)).body).toString(), 'console.log("two");');
  });
});
