// Where one interaction's time goes in Chromium at CPU ×4 (bench/interactions.ts measures it): the same page,
// cart and click as the bench, with V8's sampling profiler on (CDP `Profiler`, 0.1 ms) from just before the
// click. Only the samples from the first one that runs page script to `--window` ms after it count, so the
// answer's render 100 ms later stays out by default. Each line: milliseconds per click, self time of one
// function (source-mapped through dist/*.map) or of the browser's own work, `(program)` (hit tests, style,
// layout, paint); then the inclusive time of the cart's own functions. Beside them, each click's Event Timing
// entries, as the bench reads them.
//
//   npx tsx bench/chromium-interaction-profile.ts [--items 6] [--layout current|next] [--clicks 4]
//     [--window 80] [--top 30]
//     [--selector '[part="item"]:nth-child(2) [data-packaging-option]:not(:has(input:checked))']
//
// The profiler slows the page down: read the shares, not the times. Needs `npm run build` first (dist/).
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROME_ARGS, findBrowser } from '../scripts/find-browser.mjs';
import { startDemo } from './demo-server.js';
import { INTERACTIONS_PAGE, startInteractionServer } from './interactions-page.js';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '6' },
    layout: { type: 'string', default: 'current' },
    clicks: { type: 'string', default: '4' },
    window: { type: 'string', default: '80' },
    top: { type: 'string', default: '30' },
    selector: {
      type: 'string',
      default: '[part="item"]:nth-child(2) [data-packaging-option]:not(:has(input:checked))',
    },
  },
});
const CLICKS = Number(values.clicks);
const WINDOW_US = Number(values.window) * 1000;

/** V8's CPU profile, as CDP's `Profiler.stop` answers it. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type BenchWindow = Window & {
  benchEntries: { duration: number }[];
  mountBenchCart: (items: number, layout: string, newDesign: boolean, loggedIn: boolean) => Promise<void>;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = new URL(url).pathname.slice(1);
    try {
      maps.set(url, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url) ?? null;
}

/** A frame's name: the original function and file through the bundle's source map where there is one. */
function nameOf({ functionName, url, lineNumber, columnNumber }: CallFrame): string {
  if (!url) return functionName || '(native)';
  const map = url.includes('/dist/') ? mapOf(url) : null;
  const original = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const source = original.source.replace(/.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
    return `${original.name ?? functionName} ${source}:${original.line}`;
  }
  return `${functionName} ${url.replace(/.*\//, '')}`;
}

/** Opens the bench's page at CPU ×4 with a cart of `items`; answers the point to click. */
async function prepare(page: Page, items: number, selector: string) {
  await page.setViewport({ width: 390, height: 844 });
  await page.emulateCPUThrottling(4);
  await page.goto(INTERACTIONS_PAGE_URL, { waitUntil: 'load' });
  await page.evaluate(
    (n, layout) => (window as unknown as BenchWindow).mountBenchCart(n, layout, true, false),
    items,
    values.layout,
  );
  await page.waitForFunction(
    (s) => document.querySelector('shop-cart')?.shadowRoot?.querySelector(s),
    {},
    selector,
  );
  await pause(1500);
  const point = await page.evaluate((s) => {
    const node = document.querySelector('shop-cart')?.shadowRoot?.querySelector<HTMLElement>(s);
    node?.scrollIntoView({ block: 'center' });
    return Boolean(node);
  }, selector);
  if (!point) throw new Error(`nothing matches ${selector}`);
  await pause(800);
  return page.evaluate((s) => {
    const box = document
      .querySelector('shop-cart')!
      .shadowRoot!.querySelector<HTMLElement>(s)!
      .getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;

/** Adds the samples of one click's profile within the window to the tallies. */
function tally(profile: CpuProfile): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((time += delta));
  const first = profile.samples.findIndex((id) => Boolean(nodes.get(id)?.callFrame.url));
  if (first < 0) return;
  const start = times[first] ?? 0;
  profile.samples.forEach((id, index) => {
    const at = times[index] ?? 0;
    const node = nodes.get(id);
    if (!node || at < start || at > start + WINDOW_US) return;
    const name = nameOf(node.callFrame);
    if (name === '(idle)') return;
    const ms = (profile.timeDeltas[index + 1] ?? 100) / 1000;
    total += ms;
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = nodes.get(up);
      const key = frame ? nameOf(frame.callFrame) : '';
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
}

const demo = await startDemo();
const { url, server } = await startInteractionServer(demo.url, 100);
const INTERACTIONS_PAGE_URL = `${url}${INTERACTIONS_PAGE}`;
const executablePath = findBrowser();
if (!executablePath) throw new Error('Chromium is not installed (node scripts/ensure-browser.mjs)');
const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROME_ARGS });
try {
  for (let click = 0; click < CLICKS; click += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const point = await prepare(page, Number(values.items), values.selector);
    await page.evaluate(() => {
      (window as unknown as BenchWindow).benchEntries.length = 0;
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.mouse.click(point.x, point.y);
    await pause(600);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const entries = await page.evaluate(() =>
      (window as unknown as BenchWindow).benchEntries.map((entry) => entry.duration),
    );
    console.log(`click ${click + 1}: Event Timing entries ${entries.join(', ')} ms`);
    tally(profile);
    await context.close();
  }
  const top = Number(values.top);
  const print = (map: Map<string, number>, only: (name: string) => boolean) =>
    [...map]
      .filter(([name]) => only(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .forEach(([name, ms]) => console.log(`${(ms / CLICKS).toFixed(2).padStart(7)}  ${name}`));
  console.log(`\n== ${(total / CLICKS).toFixed(1)} ms sampled per click (the first ${values.window} ms) ==`);
  print(self, () => true);
  console.log('-- inclusive, the cart’s own code');
  print(inclusive, (name) => name.includes('src/'));
} finally {
  await browser.close();
  server.close();
  demo.stop();
}
