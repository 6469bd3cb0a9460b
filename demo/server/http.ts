// Small HTTP helpers of the reference API: JSON answers, the error shape of DESIGN.md and body reading.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorBody } from '../../src/domain/index.js';
import { compressSync, encodingFor } from './compression.js';

/** Bodies above this size are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A failed call: the HTTP status and the body in the error shape `{ code, message, key, fields }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message ?? body.key ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** 400 for a field that is missing or of the wrong type or range. */
export function badField(field: string, problem: string, message?: string): ApiError {
  return new ApiError(400, {
    key: 'INVALID_FIELD',
    message: message ?? `Field "${field}" is ${problem}.`,
    fields: { [field]: problem },
  });
}

export function notFound(message: string): ApiError {
  return new ApiError(404, { key: 'NOT_FOUND', message });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers JSON, compressed when the request accepts it and the answer is large enough to gain. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  const text = Buffer.from(JSON.stringify(body));
  const encoding = encodingFor(res.req.headers, JSON_TYPE, text.length);
  const sent = encoding ? compressSync(text, encoding) : text;
  res.writeHead(status, {
    'content-type': JSON_TYPE,
    'content-length': sent.length,
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(sent);
}

export function sendError(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.status, error.body);
}

/** The raw body as text; rejects with 413 when it grows above MAX_BODY_BYTES. */
export function readBodyText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        reject(
          new ApiError(413, { key: 'PAYLOAD_TOO_LARGE', message: `Body above ${MAX_BODY_BYTES} bytes.` }),
        );
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      if (!refused) reject(error);
    });
  });
}

/** A body as JSON: empty gives `undefined`, text that does not parse gives 400 INVALID_JSON. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, { key: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
  }
}
