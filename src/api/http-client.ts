import * as v from 'valibot';
import { ApiError } from './api-error.js';
import { parseErrorBody } from './error-body-schema.js';
import { describeIssues } from './schemas/describe-issues.js';

export interface HttpClient {
  /** Prefix of every /api/... path; empty means same origin. */
  readonly baseUrl: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number>;
  /** The request outlives the page (event posts sent just before navigating away). */
  keepalive?: boolean;
}

function urlFor(client: HttpClient, path: string, query?: RequestOptions['query']): string {
  const base = client.baseUrl.replace(/\/+$/, '');
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, value]) => [k, String(value)])).toString()}`
    : '';
  return `${base}${path}${search}`;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Calls the shop's API with JSON in and JSON out and checks the answer against `schema`.
 * Throws ApiError on every failure; an aborted call rethrows the AbortError untouched.
 */
export async function requestJson<TSchema extends v.GenericSchema>(
  client: HttpClient,
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const { method = 'GET', body, signal, query, keepalive } = options;
  let response: Response;
  try {
    response = await fetch(urlFor(client, path, query), {
      method,
      signal,
      credentials: 'include',
      ...(keepalive ? { keepalive } : {}),
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: 'network' }, `${method} ${path}: no answer`);
  }

  let json: Awaited<ReturnType<typeof readJson>>;
  try {
    json = await readJson(response);
  } catch (error) {
    // The body stream broke off: the connection dropped mid-answer.
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: 'network' }, `${method} ${path}: answer broke off`);
  }

  if (!response.ok) {
    const errorBody = json.ok ? parseErrorBody(json.value) : {};
    throw new ApiError(
      { kind: 'http', status: response.status, body: errorBody },
      `${method} ${path}: HTTP ${response.status}${errorBody.code === undefined ? '' : ` (code ${errorBody.code})`}`,
    );
  }
  if (!json.ok) throw new ApiError({ kind: 'invalid-answer' }, `${method} ${path}: answer is not JSON`);

  const parsed = v.safeParse(schema, json.value);
  if (!parsed.success) {
    throw new ApiError({ kind: 'invalid-answer' }, `${method} ${path}: ${describeIssues(parsed.issues)}`);
  }
  return parsed.output;
}
