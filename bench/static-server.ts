// A minimal static server for the benchmark page: dist/, bench/ and the esbuild-built floor bundle.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};

/** Serves files below `root` on 127.0.0.1; `extra` answers paths it knows before the file system. */
export async function startStaticServer(
  root: string,
  extra: Record<string, string>,
): Promise<{ url: string; server: Server }> {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path in extra) {
      res.writeHead(200, { 'content-type': TYPES['.js'] ?? 'text/plain' });
      res.end(extra[path]);
      return;
    }
    const file = normalize(join(base, path));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}
