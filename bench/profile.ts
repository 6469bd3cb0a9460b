// `node --import tsx bench/profile.ts [items] [runs]` (after a build): where the main thread's time goes on
// a cold load of the bench's fresh and server-rendered pages at CPU ×4, up to the cart being ready. Self
// time of a V8 CPU profile, by cause: each sample's script position mapped through the bundle's source map
// to a library or a folder of src/; the engine's own entries (garbage collection, parsing and compiling as
// "(program)") by name. Averages over `runs` loads (PROFILE_AFTER_READY_MS: longer, see below).
// PROFILE_BEFORE=<dir of another checkout, built> profiles its dist/ too, interleaved with this one's
// (before/after on a noisy machine).
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findBrowser } from '../scripts/find-browser.mjs';
import type { Cart } from '../src/domain/index.js';
import { variantPages, type Variant } from './page-load.js';
import { startStaticServer } from './static-server.js';

const ITEMS = Number(process.argv[2] ?? 25);
const RUNS = Number(process.argv[3] ?? 5);
const CPU = 4;

/** PROFILE_DETAIL=<cause> (e.g. src/i18n, src/domain) also lists that cause's functions by self time. */
const DETAIL = process.env.PROFILE_DETAIL;
/**
 * PROFILE_AFTER_READY_MS=<ms>: the profile goes on for that long after the cart is ready, to take in what
 * the bench's script time counts after the first paint (the rows below the first screen, the idle work).
 */
const AFTER_READY_MS = Number(process.env.PROFILE_AFTER_READY_MS ?? 0);

const ROOTS = [...(process.env.PROFILE_BEFORE ? [process.env.PROFILE_BEFORE] : []), '.'];
const largeCart = JSON.parse(readFileSync('bench/fixtures/cart-25-items.json', 'utf8')) as Cart;
const cart: Cart = { ...largeCart, items: largeCart.items.slice(0, ITEMS) };
const data = { props: { cart } };
const servers = await Promise.all(
  ROOTS.map(async (root) => {
    const { renderShopCart } = (await import(resolve(root, 'dist/shop-cart-server.js'))) as {
      renderShopCart: (data: unknown, options?: { tenant?: string }) => Promise<string>;
    };
    const all = variantPages({
      serverRendered: await renderShopCart(data, { tenant: 'JS_DE' }),
      startupJson: JSON.stringify(data),
      floorTreeJson: '',
    });
    const pages: Record<string, string> = {
      '/profile/fresh.html': all.fresh,
      '/profile/server-rendered.html': all['server-rendered'],
    };
    return { root, ...(await startStaticServer(root, pages)) };
  }),
);

const maps = new Map<string, TraceMap | null>();
function mapOf(scriptUrl: string): TraceMap | null {
  if (!maps.has(scriptUrl)) {
    const { pathname, origin } = new URL(scriptUrl);
    const root = servers.find(({ url }) => url === origin)?.root ?? '.';
    try {
      maps.set(scriptUrl, new TraceMap(readFileSync(join(root, `${pathname}.map`), 'utf8')));
    } catch {
      maps.set(scriptUrl, null);
    }
  }
  return maps.get(scriptUrl) ?? null;
}

/** A function of a bundle as its source names it: `name source:line`. */
function functionOf(frame: { url: string; functionName: string; lineNumber: number; columnNumber: number }) {
  const map = frame.url ? mapOf(frame.url) : null;
  if (!map) return frame.functionName || '(anonymous)';
  const at = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: Math.max(0, frame.columnNumber),
  });
  return `${at.name ?? frame.functionName ?? '(anonymous)'} ${(at.source ?? '').replace(/^.*node_modules\//, '')}:${at.line}`;
}

function causeOf(frame: { url: string; functionName: string; lineNumber: number; columnNumber: number }) {
  if (!frame.url) return frame.functionName || '(anonymous native)';
  // The module's own top-level code: a frame at the script's very start (the compile hint's line, or the
  // first statement of a bundle without it), whatever source that position maps to.
  if (frame.lineNumber === 0 && frame.columnNumber === 0 && !frame.functionName)
    return 'top-level code of the bundles';
  const map = mapOf(frame.url);
  if (!map) return new URL(frame.url).pathname;
  const source =
    originalPositionFor(map, { line: frame.lineNumber + 1, column: Math.max(0, frame.columnNumber) })
      .source ?? '';
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (library) {
    if (['react', 'react-dom', 'scheduler'].includes(library)) return 'React (react, react-dom, scheduler)';
    if (library.startsWith('@emotion') || library === 'stylis') return 'Emotion (with stylis)';
    if (library.includes('i18next')) return 'i18next';
    return library;
  }
  const own = /(?:^|\/)(src|elements)\/([^/]+)\/?([^/]*)/.exec(source);
  if (own) return own[1] === 'src' && own[2] === 'cart' ? `src/cart/${own[3]}` : `${own[1]}/${own[2]}`;
  return source || new URL(frame.url).pathname;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}

const browser = await puppeteer.launch({ executablePath: findBrowser(), headless: true, args: CHROME_ARGS });
try {
  const totals = new Map<string, Map<string, number>>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const variant of ['fresh', 'server-rendered'] as Variant[]) {
      for (const { root, url } of servers) {
        const key = `${variant} (${root === '.' ? 'this checkout' : root})`;
        const into = totals.get(key) ?? new Map<string, number>();
        totals.set(key, into);
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width: 412, height: 915, isMobile: true, hasTouch: true });
        const cdp = await page.createCDPSession();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await page.evaluateOnNewDocument(
          "addEventListener('shop:cart-change', () => { window.__ready = performance.now(); });",
        );
        await cdp.send('Profiler.start');
        await page.goto(`${url}/profile/${variant}.html`, { waitUntil: 'load' });
        await page.waitForFunction('window.__ready', { timeout: 60_000 });
        if (AFTER_READY_MS > 0) await new Promise((resolve) => setTimeout(resolve, AFTER_READY_MS));
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
          profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
        };
        const byId = new Map(profile.nodes.map((node) => [node.id, node]));
        profile.samples.forEach((id, index) => {
          const node = byId.get(id);
          if (!node || node.callFrame.functionName === '(idle)') return;
          const cause = causeOf(node.callFrame);
          const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000 / RUNS;
          into.set(cause, (into.get(cause) ?? 0) + ms);
          if (cause === DETAIL) {
            const name = `  ${DETAIL}: ${functionOf(node.callFrame)}`;
            into.set(name, (into.get(name) ?? 0) + ms);
          }
        });
        await context.close();
      }
    }
  }
  for (const [key, into] of totals) {
    const sum = [...into].filter(([cause]) => !cause.startsWith('  ')).reduce((a, [, ms]) => a + ms, 0);
    console.log(
      `\n== ${key}, ${ITEMS} items, CPU ×${CPU}: main-thread self time until ready${AFTER_READY_MS ? ` and ${AFTER_READY_MS} ms after` : ''}, mean of ${RUNS} ==`,
    );
    console.log(`total ${sum.toFixed(0)} ms`);
    const ranked = [...into].sort((a, b) => b[1] - a[1]);
    for (const [cause, ms] of ranked.filter(([cause]) => !cause.startsWith('  ')).slice(0, 16))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${cause}`);
    for (const [name, ms] of ranked.filter(([cause]) => cause.startsWith('  ')).slice(0, 20))
      console.log(`${ms.toFixed(1).padStart(8)} ms${name}`);
  }
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}
