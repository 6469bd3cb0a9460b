import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findBrowser } from '../scripts/find-browser.mjs';
import { cartRows, type Cart } from '../src/domain/index.js';
import { mountFloorBundle } from './mount.js';
import { startStaticServer } from './static-server.js';
const cart = JSON.parse(readFileSync('bench/fixtures/cart-25-items.json', 'utf8')) as Cart;
const rows = cartRows(cart.items).length;
const { url, server } = await startStaticServer('.', { '/bench/floor.js': await mountFloorBundle() });
const browser = await puppeteer.launch({ executablePath: findBrowser(), headless: true, args: CHROME_ARGS });
const page = await browser.newPage();
await page.goto(`${url}/bench/page.html`, { waitUntil: "load" });
await page.waitForFunction("customElements.get('shop-cart') && 'mountFloor' in window");
const data = JSON.stringify({ props: { cart } });
const which = process.argv[2] ?? 'cart';
if (which === 'ratio') {
  const c: number[] = [], f: number[] = [];
  for (let i = 0; i < 81; i++) {
    c.push((await page.evaluate((d, r) => (window as any).mountCartOnce(d, r), data, rows)) as number);
    f.push((await page.evaluate((d, r) => (window as any).mountFloorOnce(d, r), JSON.stringify(cart), rows)) as number);
  }
  const med = (a: number[]) => a.slice(10).sort((x, y) => x - y)[Math.floor((a.length - 10) / 2)]!;
  console.log('cart', med(c).toFixed(2), 'floor', med(f).toFixed(2), 'ratio', (med(c) / med(f)).toFixed(3));
  await browser.close(); server.close(); process.exit(0);
}
const fn = which === 'cart' ? 'mountCartOnce' : 'mountFloorOnce';
const arg = which === 'cart' ? data : JSON.stringify(cart);
for (let i = 0; i < 10; i++) await page.evaluate((f, d, r) => (window as any)[f](d, r), fn, arg, rows);
const cdp = await page.createCDPSession();
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const N = 60;
let total = 0;
for (let i = 0; i < N; i++) total += (await page.evaluate((f, d, r) => (window as any)[f](d, r), fn, arg, rows)) as number;
const { profile } = (await cdp.send('Profiler.stop')) as any;
const maps = new Map<string, TraceMap | null>();
const mapOf = (u: string) => { if (!maps.has(u)) { try { maps.set(u, new TraceMap(readFileSync('.' + new URL(u).pathname + '.map', 'utf8'))); } catch { maps.set(u, null); } } return maps.get(u)!; };
const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const causes = new Map<string, number>();
const fns = new Map<string, number>();
profile.samples.forEach((id: number, i: number) => {
  const node = byId.get(id); if (!node || node.callFrame.functionName === '(idle)') return;
  const f = node.callFrame; let cause = f.url ? new URL(f.url).pathname : (f.functionName || '(native)');
  let fname = cause;
  const m = f.url ? mapOf(f.url) : null;
  if (m) { const p = originalPositionFor(m, { line: f.lineNumber + 1, column: Math.max(0, f.columnNumber) }); const src = p.source ?? '';
    const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src)?.[1];
    cause = lib ?? (/(src|elements)\/.*/.exec(src)?.[0].split('/').slice(0, 3).join('/') ?? src);
    fname = `${p.name ?? f.functionName} ${src.replace(/^.*?(src|node_modules)\//, '$1/')}:${p.line}`; }
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000 / N;
  causes.set(cause, (causes.get(cause) ?? 0) + ms); fns.set(fname, (fns.get(fname) ?? 0) + ms);
});
console.log(which, 'mean mount', (total / N).toFixed(2), 'ms');
for (const [c, ms] of [...causes].sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log(ms.toFixed(2).padStart(7), c);
console.log('--- functions');
for (const [c, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(ms.toFixed(2).padStart(7), c);
await browser.close(); server.close();
