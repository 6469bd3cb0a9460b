// The demo server of `npm start`: demo/ at /, the built bundles at /dist/, the reference API at /api/.
// PORT chooses the port (default 8000).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiMiddleware } from './server/node-middleware.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DEMO_DIR = join(ROOT, 'demo');
const DIST_DIR = join(ROOT, 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

// Server code and sources are not served.
const HIDDEN = [join(DEMO_DIR, 'server'), join(DEMO_DIR, 'serve.ts')];

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** The file for a URL path under `dir`, or `undefined` when the path leaves it. */
function fileUnder(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(dir, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return file === dir || file.startsWith(dir + sep) ? file : undefined;
}

async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed');
    return;
  }
  const [dir, rest] = pathname.startsWith('/dist/')
    ? [DIST_DIR, pathname.slice('/dist'.length)]
    : pathname.startsWith('/demo/')
      ? [DEMO_DIR, pathname.slice('/demo'.length)]
      : [DEMO_DIR, pathname];
  let file = fileUnder(dir, rest);
  if (!file || HIDDEN.some((hidden) => file === hidden || file?.startsWith(hidden + sep))) {
    sendText(res, 404, 'Not found');
    return;
  }
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file);
    }
    const type = TYPES[extname(file)];
    if (!type || !info.isFile()) {
      sendText(res, 404, 'Not found');
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-length': info.size, 'cache-control': 'no-cache' });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  } catch {
    sendText(res, 404, dir === DIST_DIR ? 'Not found (run `npm run build` first)' : 'Not found');
  }
}

/** A server for the demo: returns it listening on `port` (0 for any free port). */
export function startDemoServer(port: number, host = '127.0.0.1') {
  const api = createApiMiddleware();
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const handle = pathname.startsWith('/api/') ? api(req, res) : serveStatic(req, res, pathname);
    handle.catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  return new Promise<typeof server>((done) => server.listen(port, host, () => done(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8000);
  const host = process.env.HOST ?? 'localhost';
  const server = await startDemoServer(Number.isInteger(port) && port >= 0 ? port : 8000, host);
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(`Demo shop on http://localhost:${shown}/  (API at /api/, bundles at /dist/)`);
}
