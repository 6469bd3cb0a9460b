// Text compression of the demo server's answers (pages, bundles, styles, API JSON), as a shop's server or
// CDN does it: brotli or gzip through node:zlib, chosen by the request's Accept-Encoding.
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { BrotliOptions } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Below this size compression is not worth its header and time. */
export const MIN_COMPRESSED_BYTES = 1024;

/** In the order of preference when the client weighs them alike. */
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)/;

/** True for content types that are text (HTML, JS, CSS, JSON, SVG). */
export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/**
 * The encoding to answer with for an Accept-Encoding header: the one with the highest weight, brotli
 * before gzip on a tie; `*` weighs what is not named; `q=0` refuses. `undefined`: send it as it is.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const entry of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

const brotliOptions = (size: number, quality: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The body compressed. `quality`: brotli 0-11 (11 for files compressed once and cached, 5 for answers
 * made per request); gzip uses its default level.
 */
export function compress(body: Buffer, encoding: ContentEncoding, quality = 5): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length, quality)) : gzipAsync(body);
}

/** The same, synchronously: for small answers (API JSON) where a round through the thread pool costs more. */
export function compressSync(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length, 5)) : gzipSync(body);
}

/** The encoding to use for this body, or `undefined` when it goes as it is. */
export function encodingFor(
  headers: IncomingHttpHeaders,
  contentType: string,
  size: number,
): ContentEncoding | undefined {
  if (size < MIN_COMPRESSED_BYTES || !isCompressible(contentType)) return undefined;
  return negotiateEncoding(headers['accept-encoding']);
}
