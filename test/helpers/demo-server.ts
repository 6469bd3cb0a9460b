// Talks to the demo server (demo/serve.ts) on an ephemeral port, byte for byte: paths sent as written
// (fetch would normalise '..'), bodies kept as sent (still compressed) and decoded as a browser would.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DemoPageState } from '../../demo/host/shop-page.js';
import { serverCartElement } from '../../demo/host/cart-element.js';
import { startDemoServer } from '../../demo/serve.js';
import { renderShopCart } from '../../src/cart/fragment/render/render-shop-cart.js';
import type { StartupData } from '../../demo/server/startup-data.js';

let server: Server;
let port: number;

/** Starts the demo server before the file's tests and stops it after them. */
export function withDemoServer() {
  before(async () => {
    // The page server renders the cart with the server entry's sources (no build needed).
    server = await startDemoServer(0, '127.0.0.1', { renderCartOnServer: serverCartElement(renderShopCart) });
    port = (server.address() as AddressInfo).port;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });
}

/** The port the demo server listens on. */
export const demoPort = () => port;

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (still compressed). */
  raw: Buffer;
  /** The body decoded as the browser would. */
  text: string;
}

function decode(raw: Buffer, encoding: string | undefined): string {
  if (raw.length === 0) return '';
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** A request with the path sent exactly as written (fetch would normalise '..'), nothing decoded. */
export function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decode(raw, encoding) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const get = async (path: string) => {
  const { status, headers } = await send('GET', path);
  return { status, type: headers['content-type'] ?? '' };
};

/** The text the demo server answers for `path` (a file of dist/, for example), which must be there. */
export const demoText = async (path: string): Promise<string> => {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`);
  assert.equal(answer.status, 200, path);
  return answer.text();
};

/** A browser of one visitor: keeps the visitor cookie and the panel's choices cookie. */
export class Browser {
  visitorCookie: string | undefined;
  choices: string | undefined;

  private headers(extra: Record<string, string>): Record<string, string> {
    const cookies = [this.visitorCookie, this.choices && `shop_demo=${encodeURIComponent(this.choices)}`];
    const cookie = cookies.filter(Boolean).join('; ');
    return cookie ? { ...extra, cookie } : extra;
  }

  async send(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const answer = await send(method, path, this.headers(extra), body);
    const setCookie = answer.headers['set-cookie']?.find((line) => line.startsWith('shop_visitor='));
    if (setCookie) this.visitorCookie = setCookie.split(';')[0];
    return answer;
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.send(method, path, body);
    assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text) as T;
  }

  /**
   * The shop page with the start-up data of its <shop-cart> (server-rendered or not: the JSON child is the
   * same) and the panel's state.
   */
  async page(path = '/') {
    const answer = await this.send('GET', path, undefined, { 'accept-encoding': 'gzip' });
    assert.equal(answer.status, 200, `GET ${path}`);
    const element =
      /<shop-cart tenant="([^"]*)" locale="de">(?:<template shadowrootmode="open">.*?<\/template>)?<script type="application\/json">(.*?)<\/script><\/shop-cart>/s.exec(
        answer.text,
      );
    const state = /<script type="application\/json" id="demo-state">(.*?)<\/script>/s.exec(answer.text);
    assert.ok(element?.[2] && state?.[1], 'the page has its element and panel state');
    return {
      answer,
      html: answer.text,
      tenantAttribute: element[1],
      data: JSON.parse(element[2]) as StartupData,
      state: JSON.parse(state[1]) as DemoPageState,
    };
  }
}
