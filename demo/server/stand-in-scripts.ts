// Serves the stand-ins of the payment providers' scripts (demo/test-providers/) under /test-providers/,
// as the visitor's setting says: as they are, failing with HTTP 500, empty (the script defines nothing),
// or hanging past the element's time-out.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { HANG_MS, STAND_IN_PATH, STAND_IN_SCRIPTS } from './payment-stand-ins.js';
import type { VisitorStore } from './visitors.js';

const SCRIPTS_DIR = fileURLToPath(new URL('../test-providers/', import.meta.url));

function send(res: ServerResponse, status: number, body: string, type = 'text/javascript; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** The handler of every request under STAND_IN_PATH. */
export function createStandInScripts(options: { visitors: VisitorStore }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const name = path.slice(STAND_IN_PATH.length);
    const provider = Object.hasOwn(STAND_IN_SCRIPTS, name) ? STAND_IN_SCRIPTS[name] : undefined;
    if (!provider || (req.method !== 'GET' && req.method !== 'HEAD')) {
      send(res, 404, 'Not found', 'text/plain; charset=utf-8');
      return;
    }
    const visitor = options.visitors.visitorFor(req, res);
    const { script } = visitor.paymentStandIns[provider];
    if (script === 'fail') {
      send(res, 500, '/* the provider script failed */');
      return;
    }
    if (script === 'no-global') {
      send(res, 200, '/* a provider script that defines nothing */');
      return;
    }
    if (script === 'hang') {
      const timer = setTimeout(() => send(res, 504, '/* too late */'), HANG_MS);
      timer.unref();
      req.on('close', () => clearTimeout(timer));
      return;
    }
    send(res, 200, await readFile(`${SCRIPTS_DIR}${name}`, 'utf8'));
  };
}
