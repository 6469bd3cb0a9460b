// Back from the checkout through the back-forward cache (issue 21, point 2), in Chromium with the cache
// enabled: the test runner's browser cannot leave its test page, so this launches a Chromium of its own
// (puppeteer-core, no --disable-back-forward-cache) against a small server of the production bundle
// (dist/) and the reference API. Chromium only: the DevTools Protocol's Page.backForwardCacheNotUsed
// names why a page was not restored; Firefox and WebKit have no such report to check.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { createDemoHandlers } from '../../demo/host/demo-handlers.js';
import { CHROME_ARGS, findBrowser } from '../../scripts/find-browser.mjs';

const CART_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Warenkorb</title>
<script type="module" src="/dist/shop-cart.js"></script>
<script type="module" src="/dist/shop-cart-counter.js"></script></head>
<body><shop-cart-counter></shop-cart-counter><shop-cart tenant="JS_DE" locale="de"></shop-cart></body></html>`;
const CHECKOUT_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kasse</title></head>
<body><p>Kasse</p></body></html>`;

const built = existsSync('dist/shop-cart.js') && existsSync('dist/shop-cart-counter.js');
const executablePath = findBrowser();

let server: Server;
let origin: string;
let browser: Browser;
let profile: string;

function serve(): Promise<Server> {
  const { api } = createDemoHandlers();
  const html = (body: string) => ({ type: 'text/html; charset=utf-8', body });
  return new Promise((resolve) => {
    const created = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path.startsWith('/api/')) return void api(req, res);
      const page = path === '/cart' ? html(CART_PAGE) : path === '/checkout' ? html(CHECKOUT_PAGE) : null;
      if (page) {
        res.writeHead(200, { 'content-type': page.type, 'cache-control': 'no-cache' });
        return void res.end(page.body);
      }
      if (/^\/dist\/[\w.-]+\.js$/.test(path)) {
        readFile(`.${path}`).then(
          (body) => {
            res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
            res.end(body);
          },
          () => {
            res.writeHead(404);
            res.end();
          },
        );
        return undefined;
      }
      res.writeHead(404);
      res.end();
      return undefined;
    });
    created.listen(0, '127.0.0.1', () => resolve(created));
  });
}

/** Id and quantity of the first item with a quantity dropdown, and the counter's text. */
const readCart = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('shop-cart')?.shadowRoot;
    const tile = [...(root?.querySelectorAll<HTMLElement>('[part="item"]') ?? [])].find((candidate) =>
      candidate.querySelector('select'),
    );
    // The badge's number, then its spoken text ('7Warenkorb: 7 Artikel').
    const counter = /\d+/.exec(
      document.querySelector('shop-cart-counter')?.shadowRoot?.textContent ?? '',
    )?.[0];
    return {
      itemId: tile?.dataset.itemId ?? '',
      quantity: Number(tile?.querySelector('select')?.value),
      counter: Number(counter),
    };
  });

describe(
  'back from the checkout: the back-forward cache (Chromium)',
  { skip: !built || !executablePath ? 'needs dist/ (npm run build) and Chromium' : false },
  () => {
    before(async () => {
      server = await serve();
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      profile = mkdtempSync(join(tmpdir(), 'shop-cart-bfcache-'));
      browser = await puppeteer.launch({
        executablePath: executablePath ?? undefined,
        headless: true,
        args: [...CHROME_ARGS, `--user-data-dir=${profile}`],
      });
    });
    after(async () => {
      await browser?.close();
      server?.closeAllConnections();
      server?.close();
      rmSync(profile, { recursive: true, force: true });
    });

    it('restores the cart page, and shows a change made in another tab before going back', async () => {
      const page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Page.enable');
      const notRestored: unknown[] = [];
      cdp.on('Page.backForwardCacheNotUsed', (event) => notRestored.push(event));
      await page.goto(`${origin}/cart`, { waitUntil: 'load' });
      await page.waitForFunction(
        () =>
          (document.querySelector('shop-cart')?.shadowRoot?.querySelectorAll('[part="item"]').length ?? 0) >
          0,
      );
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('shop-cart-counter')?.shadowRoot?.textContent ?? ''),
      );
      const before = await readCart(page);
      assert.ok(before.itemId, 'an item with a quantity dropdown');
      // Only a page restored from the cache still has this.
      await page.evaluate(() => Object.assign(window, { leftForCheckout: true }));

      await page.goto(`${origin}/checkout`, { waitUntil: 'load' });
      // Another tab changes the cart meanwhile (the checkout would, too).
      const other = await browser.newPage();
      await other.goto(`${origin}/checkout`, { waitUntil: 'load' });
      const changed = await other.evaluate(
        async (itemId, quantity) =>
          (
            await fetch('/api/cart/set-item-quantity', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ cartItemId: itemId, quantity }),
            })
          ).ok,
        before.itemId,
        before.quantity + 1,
      );
      assert.equal(changed, true);
      await other.close();

      await page.goBack({ waitUntil: 'load' });
      const restored = await page.evaluate(
        () => (window as { leftForCheckout?: boolean }).leftForCheckout === true,
      );
      assert.deepEqual(notRestored, [], 'Chromium names no reason the page was not restored');
      assert.equal(restored, true, 'the cart page came from the back-forward cache');
      await page.waitForFunction(
        (itemId, quantity) => {
          const select = document
            .querySelector('shop-cart')
            ?.shadowRoot?.querySelector<HTMLSelectElement>(`[data-item-id="${itemId}"] select`);
          return select?.value === String(quantity);
        },
        { timeout: 10_000 },
        before.itemId,
        before.quantity + 1,
      );
      // The counter follows the cart.
      const counted = await page
        .waitForFunction(
          (count) =>
            /\d+/.exec(document.querySelector('shop-cart-counter')?.shadowRoot?.textContent ?? '')?.[0] ===
            count,
          { timeout: 10_000 },
          String(before.counter + 1),
        )
        .then(
          () => true,
          () => false,
        );
      assert.ok(counted, `counter ${before.counter} then ${(await readCart(page)).counter}`);
      await page.close();
    });
  },
);
