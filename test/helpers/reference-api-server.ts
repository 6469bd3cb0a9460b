// Starts the reference API on an ephemeral port and talks to it as one visitor (one cookie jar).
import { createServer } from 'node:http';
import { after, before, beforeEach } from 'node:test';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody, Cart } from '../../src/domain/index.js';
import { createApiMiddleware } from '../../demo/server/node-middleware.js';

export interface ApiServer {
  baseUrl: string;
  close(): Promise<void>;
}

async function startApi(): Promise<ApiServer> {
  const api = createApiMiddleware();
  const server: Server = createServer((req, res) => {
    void api(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** One visitor: keeps the cookie the server sets. */
export class Visitor {
  cookie: string | undefined;

  constructor(private readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, init);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed as T };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }

  cart() {
    return this.get<Cart>('/api/cart');
  }

  /** POST that must answer the cart. */
  async change(path: string, body?: unknown): Promise<Cart> {
    const reply = await this.post<Cart>(path, body);
    if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}: ${reply.text}`);
    return reply.body;
  }

  async reset(options: Record<string, unknown> = {}): Promise<Cart> {
    const reply = await this.post<Cart>('/api/test/reset', options);
    if (reply.status !== 200) throw new Error(`reset answered ${reply.status}: ${reply.text}`);
    return reply.body;
  }

  /** POST that must fail: returns status and error body. */
  async fail(path: string, body?: unknown): Promise<{ status: number; error: ApiErrorBody }> {
    const reply = await this.post<ApiErrorBody>(path, body);
    return { status: reply.status, error: reply.body };
  }
}

/** Sums to the cent, for checking totals. */
export const cents = (amount: number) => Math.round(amount * 100);

/**
 * Starts one reference API for the test file and hands each test a fresh visitor (with the default seed
 * when `reset`), through `onVisitor`: the setup every HTTP test file shares.
 */
export function withReferenceApi(
  onVisitor: (api: ApiServer, shopper: Visitor) => void,
  { reset = true } = {},
) {
  let api: ApiServer | undefined;
  before(async () => {
    api = await startApi();
  });
  after(() => api?.close());
  beforeEach(async () => {
    if (!api) throw new Error('the reference API did not start');
    const shopper = new Visitor(api.baseUrl);
    if (reset) await shopper.reset();
    onVisitor(api, shopper);
  });
}

/** The file's reference API and the visitor of the test that runs, as `referenceApiForEachTest` hands them. */
export interface EachTest {
  api: ApiServer;
  shopper: Visitor;
}

/**
 * `withReferenceApi` as two values a file's tests use directly: `api`, the file's API, and `shopper`, who
 * always talks as the fresh visitor of the test that runs. Read only inside tests.
 */
export function referenceApiForEachTest(options: { reset?: boolean } = {}): EachTest {
  let current: EachTest | undefined;
  withReferenceApi((api, shopper) => {
    current = { api, shopper };
  }, options);
  const now = (): EachTest => {
    if (!current) throw new Error('the reference API and its visitor are there only while a test runs');
    return current;
  };
  const api: ApiServer = {
    get baseUrl() {
      return now().api.baseUrl;
    },
    close: () => now().api.close(),
  };
  const shopper = new Proxy({} as Visitor, {
    get(_target, key) {
      const visitor = now().shopper;
      const value: unknown = Reflect.get(visitor, key, visitor);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(visitor) : value;
    },
  });
  return { api, shopper };
}
