// The built server entry (dist/shop-cart-server.js) renders <shop-cart> on Cloudflare's runtime: the
// `workerd` package's binary serves test/workerd/worker.js with `nodejs_compat` (the module imports Node's
// async_hooks, stream, util and crypto), and the test posts start-up data to it over HTTP.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { seedCart } from '../../demo/server/seeds.js';

/** At most the release date of the installed workerd (it refuses later dates); see docs/cloudflare-workers.md. */
const COMPATIBILITY_DATE = '2026-07-01';

const CONFIG = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [
    (name = "worker.js", esModule = embed "worker.js"),
    (name = "shop-cart-server.js", esModule = embed "shop-cart-server.js"),
  ],
  compatibilityDate = "${COMPATIBILITY_DATE}",
  compatibilityFlags = ["nodejs_compat"],
);
`;

/** Starts workerd on a free port; resolves with its origin once the socket listens. */
function serve(dir: string): Promise<{ origin: string; workerd: ChildProcess }> {
  const binary = (createRequire(import.meta.url)('workerd') as { default: string }).default;
  const workerd = spawn(binary, ['serve', join(dir, 'config.capnp'), '--control-fd=3'], {
    stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    workerd.once('exit', (code) => reject(new Error(`workerd exited with ${code}`)));
    const control = createInterface({ input: workerd.stdio[3] as Readable });
    control.on('line', (line) => {
      const message = JSON.parse(line) as { event: string; socket: string; port: number };
      if (message.event === 'listen' && message.socket === 'http')
        resolve({ origin: `http://127.0.0.1:${message.port}`, workerd });
    });
  });
}

describe('the server entry on workerd', () => {
  let dir = '';
  let origin = '';
  let workerd: ChildProcess | undefined;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-cart-workerd-'));
    copyFileSync('dist/shop-cart-server.js', join(dir, 'shop-cart-server.js'));
    copyFileSync('test/workerd/worker.js', join(dir, 'worker.js'));
    writeFileSync(join(dir, 'config.capnp'), CONFIG);
    ({ origin, workerd } = await serve(dir));
  });

  after(() => {
    workerd?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders the cart into a declarative shadow root, with its JSON child', async () => {
    const cart = seedCart('JS_DE', {});
    const data = { props: { cart } };
    const response = await fetch(origin, { method: 'POST', body: JSON.stringify(data) });
    const html = await response.text();
    assert.equal(response.status, 200, html.slice(0, 500));
    assert.match(html, /^<shop-cart tenant="JS_DE" locale="de"><template shadowrootmode="open"><style/);
    for (const item of cart.items) assert.ok(html.includes(item.product.title), item.product.title);
    const child = /<\/template><script type="application\/json">(.*)<\/script><\/shop-cart>$/s.exec(html);
    assert.deepEqual(JSON.parse(child?.[1] ?? 'null'), data);
  });
});
