// The demo server of `npm start`: the shop page rendered for the visitor at / (demo/host/), the other
// files of demo/ at / and /demo/, the built bundles at /dist/, the reference API at /api/, the stand-ins
// of the payment providers' scripts at /test-providers/. Text goes out
// compressed when the browser accepts it. PORT chooses the port (default 8000).
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverCartElement, type RenderShopCart } from './host/cart-element.js';
import { createDemoHandlers, SHOP_PAGE_PATHS, STAND_IN_PATH } from './host/demo-handlers.js';
import type { DemoHandlerOptions } from './host/demo-handlers.js';
import { sendBody } from './host/send.js';

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

// Server code and sources are not served; the page template only rendered (SHOP_PAGE_PATHS).
const HIDDEN = [join(DEMO_DIR, 'server'), join(DEMO_DIR, 'host'), join(DEMO_DIR, 'serve.ts')];
const PAGE_TEMPLATE = join(DEMO_DIR, 'index.html');

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
  const found = await findFile(fileUnder(dir, rest));
  if (!found) {
    sendText(res, 404, dir === DIST_DIR ? 'Not found (run `npm run build` first)' : 'Not found');
    return;
  }
  const { file, type, size, mtimeMs } = found;
  await sendBody(req, res, await readFile(file), {
    contentType: type,
    headers: { 'cache-control': 'no-cache' },
    cacheKey: `${file}:${size}:${mtimeMs}`,
  });
}

const hidden = (file: string) =>
  file === PAGE_TEMPLATE || HIDDEN.some((path) => file === path || file.startsWith(path + sep));

/** The file to serve (a folder's index.html), with its content type; `undefined` for 404. */
async function findFile(path: string | undefined) {
  if (!path || hidden(path)) return undefined;
  try {
    let file = path;
    let info = await stat(file);
    if (info.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file);
    }
    const type = TYPES[extname(file)];
    if (!type || !info.isFile() || hidden(file)) return undefined;
    return { file, type, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return undefined;
  }
}

/** The path of a request target; prefixed, not resolved, so that '//x' is a path here, not a host. */
function pathOf(target = '/'): string | undefined {
  if (!target.startsWith('/')) return undefined;
  try {
    return new URL(`http://localhost${target}`).pathname;
  } catch {
    return undefined;
  }
}

/** A server for the demo: returns it listening on `port` (0 for any free port). */
/**
 * The package's server entry, as a shop's server would load it (`dist/shop-cart-server.js`, built by
 * `npm run build`); without a build the page falls back to rendering in the browser.
 */
async function serverRendering(): Promise<DemoHandlerOptions> {
  try {
    const entry = pathToFileURL(join(DIST_DIR, 'shop-cart-server.js')).href;
    const { renderShopCart } = (await import(entry)) as { renderShopCart: RenderShopCart };
    return { renderCartOnServer: serverCartElement(renderShopCart) };
  } catch {
    console.warn('demo: dist/shop-cart-server.js is missing (npm run build): the browser renders the cart');
    return {};
  }
}

export async function startDemoServer(port: number, host = '127.0.0.1', options: DemoHandlerOptions = {}) {
  const rendering = options.renderCartOnServer ? {} : await serverRendering();
  const { api, page, providers } = createDemoHandlers({ ...rendering, ...options });
  const server = createServer((req, res) => {
    const pathname = pathOf(req.url);
    if (pathname === undefined) {
      sendText(res, 400, 'Bad request');
      return;
    }
    const handle = pathname.startsWith('/api/')
      ? api(req, res)
      : SHOP_PAGE_PATHS.has(pathname)
        ? page(req, res)
        : pathname.startsWith(STAND_IN_PATH)
          ? providers(req, res)
          : serveStatic(req, res, pathname);
    handle.catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  return new Promise<Server>((done) => server.listen(port, host, () => done(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8000);
  const host = process.env.HOST ?? 'localhost';
  const server = await startDemoServer(Number.isInteger(port) && port >= 0 ? port : 8000, host);
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(`Demo shop on http://localhost:${shown}/  (API at /api/, bundles at /dist/)`);
}
