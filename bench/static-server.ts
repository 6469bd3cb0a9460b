// A minimal static server for the benchmark pages: dist/, bench/ and pages built in memory, gzip-compressed
// when the browser accepts it (as a shop's server sends text). Each body is compressed once and kept, as a
// CDN keeps its compressed copy: compressing on every request held back the first byte of a bigger body
// (the cart's bundle beside the React floor's) by the server's own work, which no load of a shop's page
// pays, and which the bench then counted against whichever page or script was bigger.
import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Pages served cross-origin isolated (COOP and COEP; every script they load is the server's own): the warm
 * mount's page, whose times are a few milliseconds. Outside isolation WebKit's `performance.now()` counts
 * whole milliseconds, inside it 20 µs, and the other engines' clocks get finer too. The page loads stay as
 * a shop serves them.
 */
const ISOLATED_PAGES = new Set(['/bench/page.html']);

const ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

/** By path: the body last compressed and its compressed bytes (compressed again once the body changed). */
const compressedBodies = new Map<string, { raw: Buffer; gzipped: Buffer }>();

function gzipOnce(path: string, raw: Buffer): Buffer {
  const kept = compressedBodies.get(path);
  if (kept && kept.raw.equals(raw)) return kept.gzipped;
  const gzipped = gzipSync(raw);
  compressedBodies.set(path, { raw, gzipped });
  return gzipped;
}

function send(res: ServerResponse, path: string, body: Buffer | string, type: string, gzip: boolean): void {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const compressed = gzip && !type.startsWith('image/png');
  res.writeHead(200, {
    'content-type': type,
    'cache-control': 'no-cache',
    ...(ISOLATED_PAGES.has(path) ? ISOLATION_HEADERS : {}),
    ...(compressed ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  res.end(compressed ? gzipOnce(path, raw) : raw);
}

/**
 * Serves files below `root` on 127.0.0.1; `extra` answers paths it knows before the file system (the
 * content type from the path's extension, JavaScript without one).
 */
export async function startStaticServer(
  root: string,
  extra: Record<string, string>,
): Promise<{ url: string; server: Server }> {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const known = extra[path];
    if (known !== undefined) {
      send(res, path, known, TYPES[extname(path)] ?? TYPES['.js'] ?? 'text/plain', gzip);
      return;
    }
    const file = normalize(join(base, path));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => send(res, path, body, TYPES[extname(file)] ?? 'application/octet-stream', gzip),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}
