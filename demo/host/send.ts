// Sending a body from the demo server: compressed when the client accepts it (brotli or gzip), with
// `Vary: Accept-Encoding` on every text answer; files compressed once at the highest brotli quality and
// kept while they are unchanged.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { compress, encodingFor, isCompressible } from '../server/compression.js';
import type { ContentEncoding } from '../server/compression.js';

export interface SendOptions {
  status?: number;
  contentType: string;
  headers?: OutgoingHttpHeaders;
  /** Keep the compressed body under this key (for a file: its path, size and modification time). */
  cacheKey?: string;
}

/** The most compressed bodies kept (the demo serves a few dozen files). */
const MAX_CACHED = 200;
/** Each file's best compression, once it is done. */
const cache = new Map<string, { body?: Buffer }>();

/**
 * The file compressed: the best compression (brotli 11, about a second for the 350 KB bundle) once it is
 * ready, a quick one (brotli 5) until then, so the first visitor after a build does not wait for it.
 */
function compressFile(key: string, body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const known = cache.get(key);
  if (known?.body) return Promise.resolve(known.body);
  if (!known) {
    const entry: { body?: Buffer } = {};
    cache.set(key, entry);
    compress(body, encoding, 11).then(
      (best) => (entry.body = best),
      () => cache.delete(key),
    );
    while (cache.size > MAX_CACHED) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  }
  return compress(body, encoding, 5);
}

/** Answers `body` (nothing for HEAD), compressed when the request accepts it and it is text. */
export async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  options: SendOptions,
): Promise<void> {
  const { status = 200, contentType, headers = {}, cacheKey } = options;
  const encoding = encodingFor(req.headers, contentType, body.length);
  let sent = body;
  if (encoding) {
    sent = cacheKey
      ? await compressFile(`${encoding}:${cacheKey}`, body, encoding)
      : await compress(body, encoding);
  }
  res.writeHead(status, {
    ...headers,
    'content-type': contentType,
    'content-length': sent.length,
    ...(isCompressible(contentType) ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}
