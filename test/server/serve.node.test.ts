// HTTP tests of the demo server: the shop page rendered for the visitor's current cart and the panel's
// choices, files and bundles with their content types, compression, the API, no traversal.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DemoPageState } from '../../demo/host/shop-page.js';
import { startDemoServer } from '../../demo/serve.js';
import { negotiateEncoding } from '../../demo/server/compression.js';
import type { StartupData } from '../../demo/server/startup-data.js';
import type { Cart } from '../../src/domain/index.js';

let server: Server;
let port: number;

before(async () => {
  server = await startDemoServer(0);
  port = (server.address() as AddressInfo).port;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

interface Answer {
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
function send(
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

const get = async (path: string) => {
  const { status, headers } = await send('GET', path);
  return { status, type: headers['content-type'] ?? '' };
};

/** A browser of one visitor: keeps the visitor cookie and the panel's choices cookie. */
class Browser {
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

  /** The shop page with the start-up data of its <shop-cart> and the panel's state. */
  async page(path = '/') {
    const answer = await this.send('GET', path, undefined, { 'accept-encoding': 'gzip' });
    assert.equal(answer.status, 200, `GET ${path}`);
    const element =
      /<shop-cart tenant="([^"]*)" locale="de"><script type="application\/json">(.*?)<\/script><\/shop-cart>/s.exec(
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

describe('demo/serve.ts', () => {
  it('serves the demo page, its script, styles and images with their content types', async () => {
    assert.deepEqual(await get('/'), { status: 200, type: 'text/html; charset=utf-8' });
    assert.deepEqual(await get('/panel.js'), { status: 200, type: 'text/javascript; charset=utf-8' });
    assert.deepEqual(await get('/demo/demo.css'), { status: 200, type: 'text/css; charset=utf-8' });
    assert.deepEqual(await get('/demo/img/box.svg'), { status: 200, type: 'image/svg+xml' });
  });

  it('answers the API under /api/', async () => {
    assert.deepEqual(await get('/api/cart'), { status: 200, type: 'application/json; charset=utf-8' });
  });

  it('never leaves demo/ or dist/, and hides the server code and the raw page template', async () => {
    for (const path of [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/dist/../package.json',
      '/dist/..%2f..%2fetc/passwd',
      '/server/node-middleware.ts',
      '/demo/server/http.ts',
      '/host/shop-page.ts',
      '/demo/host/choices.ts',
      '/serve.ts',
      '/%E0%A4%A',
      '/nope.html',
      '//',
      '/demo//',
    ]) {
      assert.equal((await get(path)).status, 404, path);
    }
  });

  it('refuses other methods than GET and HEAD outside the API', async () => {
    assert.equal((await send('DELETE', '/')).status, 405);
    assert.equal((await send('POST', '/demo/index.html')).status, 405);
    assert.equal((await send('DELETE', '/panel.js')).status, 405);
  });
});

describe('the shop page', () => {
  let browser: Browser;
  beforeEach(() => {
    browser = new Browser();
  });

  it('carries start-up data with the visitor current cart, never cached, under a Trusted Types policy', async () => {
    await browser.json('POST', '/api/test/reset', { tenant: 'MD_CH', seed: 'single' });
    const [item] = (await browser.json<Cart>('GET', '/api/cart')).items;
    assert.ok(item);
    await browser.json('POST', '/api/cart/set-item-quantity', { cartItemId: item.id, quantity: 3 });
    const before = (await browser.json<unknown[]>('GET', '/api/test/requests')).length;

    const { answer, html, data, tenantAttribute } = await browser.page();
    const current = await browser.json<Cart>('GET', '/api/cart');
    assert.equal(tenantAttribute, 'MD_CH');
    assert.equal(data.tenant, 'MD_CH');
    assert.deepEqual(data.props.cart, current);
    assert.equal(data.props.cart?.items[0]?.quantity, 3);
    assert.equal(data.props.cart?.total.gross.currencyCode, 'CHF');
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal(answer.headers['content-security-policy'], "require-trusted-types-for 'script'");
    assert.doesNotMatch(html, /<!-- shop:/, 'every placeholder filled');
    assert.match(html, /<shop-wishlist-counter><\/shop-wishlist-counter>/);
    assert.match(html, /<shop-cart-counter><\/shop-cart-counter>/);
    const requests = await browser.json<{ path: string }[]>('GET', '/api/test/requests');
    assert.deepEqual(
      requests.slice(before).map(({ path }) => path),
      ['/api/cart'],
      'rendering the page is no API call; only the test GET above is',
    );
  });

  it('answers at /, /index.html, /demo/ and /demo/index.html, and HEAD without a body', async () => {
    for (const path of ['/', '/index.html', '/demo/', '/demo/index.html']) {
      assert.equal((await browser.page(path)).data.tenant, 'JS_DE', path);
    }
    const head = await browser.send('HEAD', '/');
    assert.equal(head.status, 200);
    assert.equal(head.raw.length, 0);
  });

  it('carries a change between visits in exactly one page, then neither page nor API repeat it', async () => {
    await browser.json('POST', '/api/test/reset', {});
    await browser.json('POST', '/api/test/next-changes', { type: 'PriceIncreased' });
    const first = await browser.page();
    assert.equal(first.data.props.cart?.changeset?.type, 'PriceIncreased');
    assert.deepEqual(first.state.served, { cartInStartupData: true, changeset: 'PriceIncreased' });
    const second = await browser.page();
    assert.equal(second.data.props.cart?.changeset, undefined);
    assert.equal(second.state.served.changeset, null);
    assert.equal(second.data.props.cart?.total.gross.amount, first.data.props.cart?.total.gross.amount);
    assert.equal((await browser.json<Cart>('GET', '/api/cart')).changeset, undefined);
  });

  it('without the cart in the start-up data leaves the change to the element GET /api/cart', async () => {
    browser.choices = 'includeCart=false';
    await browser.json('POST', '/api/test/reset', {});
    await browser.json('POST', '/api/test/next-changes', { type: 'PriceDecreased' });
    const page = await browser.page();
    assert.equal(page.data.props.cart, undefined);
    assert.deepEqual(page.state.served, { cartInStartupData: false, changeset: null });
    assert.equal((await browser.json<Cart>('GET', '/api/cart')).changeset?.type, 'PriceDecreased');
  });

  it('renders for the panel choices in the cookie; the cart parts come from the visitor cart', async () => {
    await browser.json('POST', '/api/test/reset', { tenant: 'JS_AT', seed: 'single', loggedIn: true });
    browser.choices =
      'tenant=MD_DE&seed=large&mode=redemption&loggedIn=false&newDesign=false&itemLayout=next&includeCart=true&errorReporting=true';
    const { data, state } = await browser.page();
    assert.equal(data.tenant, 'JS_AT', 'a known visitor keeps the cart it has');
    assert.equal(data.props.newDesign, false);
    assert.equal(data.props.itemLayout, 'next');
    assert.equal(typeof data.props.customerEmailHash, 'string');
    assert.deepEqual(data.errorReporting, {
      enabled: true,
      dsn: `http://demo@127.0.0.1:${port}/1`,
      environment: 'demo',
      release: 'demo',
    });
    assert.deepEqual(state.choices, {
      tenant: 'JS_AT',
      seed: 'single',
      mode: 'shopping',
      loggedIn: true,
      newDesign: false,
      itemLayout: 'next',
      includeCart: true,
      errorReporting: true,
    });
    assert.equal(state.tenants.length, 8);
  });

  it('seeds a visitor it does not know (new, or after a restart) with the choices of the cookie', async () => {
    browser.choices = 'tenant=MD_CH&seed=single&mode=shopping&loggedIn=true';
    const { data, state } = await browser.page();
    assert.ok(browser.visitorCookie, 'the page sets the visitor cookie');
    assert.equal(data.tenant, 'MD_CH');
    assert.equal(data.props.cart?.items.length, 1);
    assert.equal(typeof data.props.customerEmailHash, 'string');
    assert.equal(state.choices.seed, 'single');
    assert.deepEqual(
      await browser.json<Cart>('GET', '/api/cart'),
      data.props.cart,
      'the API has the same cart',
    );
  });

  it('ignores choices it does not know, and a cookie that does not decode', async () => {
    for (const choices of [
      'tenant=EVIL&seed=%3Cscript%3E&itemLayout=sideways&includeCart=maybe',
      '%E0%A4%A',
    ]) {
      const visitor = new Browser();
      visitor.choices = choices;
      const { data, state, html } = await visitor.page();
      assert.equal(data.tenant, 'JS_DE', choices);
      assert.equal(data.props.itemLayout, 'current', choices);
      assert.ok(data.props.cart, choices);
      assert.equal(state.choices.seed, 'default', choices);
      assert.doesNotMatch(html, /EVIL|sideways/, choices);
    }
  });

  it('keeps hostile titles inside the JSON child: nothing closes the script or adds markup', async () => {
    await browser.json('POST', '/api/test/reset', { seed: 'hostile' });
    const cart = await browser.json<Cart>('GET', '/api/cart');
    assert.ok(JSON.stringify(cart).includes('</script>') || JSON.stringify(cart).includes('<script>'));
    const { html, data } = await browser.page();
    assert.deepEqual(data.props.cart, cart);
    const start = html.indexOf('<shop-cart tenant=');
    const inside = html.slice(start, html.indexOf('</shop-cart>', start));
    assert.equal((inside.match(/</g) ?? []).length, 3, 'only the element and its script open or close a tag');
    assert.equal((html.match(/<script/g) ?? []).length, (html.match(/<\/script>/g) ?? []).length);
  });
});

describe('compression', () => {
  it('chooses by Accept-Encoding: brotli before gzip, weights and refusals honoured', () => {
    assert.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(negotiateEncoding('gzip'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('gzip;q=0.8, br;q=0.5'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*;q=0, gzip;q=0.1'), 'gzip');
    assert.equal(negotiateEncoding('identity'), undefined);
    assert.equal(negotiateEncoding('deflate'), undefined);
    assert.equal(negotiateEncoding(''), undefined);
    assert.equal(negotiateEncoding(undefined), undefined);
    assert.equal(negotiateEncoding('gzip;q=0'), undefined);
    assert.equal(negotiateEncoding(['gzip;q=0.2', 'br;q=0.9']), 'br');
  });

  for (const [path, type] of [
    ['/', 'text/html'],
    ['/panel.js', 'text/javascript'],
    ['/demo/demo.css', 'text/css'],
    ['/api/cart', 'application/json'],
  ] as const) {
    it(`sends ${path} brotli- or gzip-compressed when accepted, plain when not`, async () => {
      const plain = await send('GET', path);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(plain.headers.vary ?? '', /accept-encoding/i);
      assert.ok(plain.headers['content-type']?.startsWith(type));
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await send('GET', path, { 'accept-encoding': encoding });
        assert.equal(packed.status, 200);
        assert.equal(packed.headers['content-encoding'], encoding, `${path} ${encoding}`);
        assert.equal(Number(packed.headers['content-length']), packed.raw.length);
        assert.ok(
          packed.raw.length < plain.raw.length / 2,
          `${path} ${encoding}: ${packed.raw.length} bytes`,
        );
        // The page and the cart differ per visitor; files and the cart's shape are the same.
        if (path !== '/' && path !== '/api/cart') assert.equal(packed.text, plain.text);
        else assert.ok(packed.text.length > plain.raw.length / 2);
      }
      const refused = await send('GET', path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      assert.equal(refused.headers['content-encoding'], undefined);
    });
  }

  it('leaves images and small answers as they are', async () => {
    const image = await send('GET', '/demo/img/box.svg', { 'accept-encoding': 'br' });
    assert.equal(image.status, 200);
    if (image.raw.length >= 1024) assert.equal(image.headers['content-encoding'], 'br');
    else assert.equal(image.headers['content-encoding'], undefined);
    const small = await send('GET', '/api/test/events', { 'accept-encoding': 'br' });
    assert.equal(small.text, '[]');
    assert.equal(small.headers['content-encoding'], undefined);
  });

  it('answers HEAD with the length of the compressed body and no body', async () => {
    const get = await send('GET', '/panel.js', { 'accept-encoding': 'br' });
    const head = await send('HEAD', '/panel.js', { 'accept-encoding': 'br' });
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.headers['content-length'], get.headers['content-length']);
    assert.equal(head.raw.length, 0);
  });
});
