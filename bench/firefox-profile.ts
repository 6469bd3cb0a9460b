// Where the warm mount's time goes in Firefox (bench/mount-engines.ts measures it): Firefox's own sampling
// profiler (the Gecko profiler, started with the browser through its MOZ_PROFILER_* environment and
// written out when it closes), the same page and mounts as the bench, the cart and the React floor each
// in a browser of its own. Only the samples inside a mount's measured window count (from creating the
// element to all rows in the DOM, between two `performance.mark`s), so the removal, React's passive
// effects and the idle time between mounts stay out. Each line: milliseconds per mount, self time of one
// function (source-mapped through dist/*.map; the floor is built with its names kept) or of one of
// Firefox's labels (Node.appendChild, Minor GC, …); then the inclusive time of the named frames.
//
//   npx tsx bench/firefox-profile.ts [--items 25] [--mounts 100] [--top 30] [--inclusive 30] [--only src/] [--interval 0.1]
//     [--callers saveCurrentStack]
//
// The profiler slows Firefox down (the mounts take about twice as long): compare the cart with the floor
// in the same run, not with the bench's figures. Needs `npm run build` first (dist/).
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import * as esbuild from 'esbuild';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { esbuildBrowserOptions } from '../scripts/esbuild-options.mjs';
import { findFirefox, FIREFOX_PREFS } from '../scripts/find-browser.mjs';
import { cartRows, type Cart } from '../src/domain/index.js';
import { startStaticServer } from './static-server.js';

const { values } = parseArgs({
  options: {
    // Only frames whose name contains this (e.g. src/ for the cart's own code) in the inclusive list.
    only: { type: 'string', default: '' },
    mounts: { type: 'string', default: '100' },
    top: { type: 'string', default: '30' },
    inclusive: { type: 'string', default: '30' },
    interval: { type: 'string', default: '0.1' },
    // The cart's first N items of the 25-item fixture (1: the shell with one tile).
    items: { type: 'string', default: '25' },
    // Where a leaf frame whose name contains this is called from: the self time of those samples by
    // the chain of the next frames (e.g. saveCurrentStack, Minor GC).
    callers: { type: 'string', default: '' },
  },
});
const MOUNTS = Number(values.mounts);
const WARM_UP = 20;

/** A table of the Gecko profile format: column names and rows. */
interface Table {
  schema: Record<string, number>;
  data: unknown[][];
}
interface Thread {
  name: string;
  processType?: string;
  stringTable: string[];
  samples: Table;
  stackTable: Table;
  frameTable: Table;
  markers: Table;
}
interface Profile {
  threads: Thread[];
  processes?: Profile[];
}

const threadsOf = (profile: Profile): Thread[] => [
  ...profile.threads,
  ...(profile.processes ?? []).flatMap(threadsOf),
];

/** Mounts the cart or the floor `MOUNTS` times in a profiled Firefox; returns its profile. */
async function profileMounts(which: 'cart' | 'floor', url: string, cart: Cart): Promise<Profile> {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error('Firefox is not installed (Debian: firefox-esr)');
  const file = join(mkdtempSync(join(tmpdir(), 'firefox-profile-')), 'profile.json');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    env: {
      ...process.env,
      MOZ_PROFILER_STARTUP: '1',
      MOZ_PROFILER_STARTUP_INTERVAL: values.interval,
      MOZ_PROFILER_STARTUP_ENTRIES: '50000000',
      MOZ_PROFILER_STARTUP_FEATURES: 'js,stackwalk',
      MOZ_PROFILER_STARTUP_FILTERS: 'GeckoMain',
      MOZ_PROFILER_SHUTDOWN: file,
    },
    extraPrefsFirefox: { ...FIREFOX_PREFS, 'privacy.reduceTimerPrecision': false },
  });
  const rows = cartRows(cart.items).length;
  const call =
    which === 'cart'
      ? `mountCartOnce(${JSON.stringify(JSON.stringify({ props: { cart } }))}, ${rows})`
      : `mountFloorOnce(${JSON.stringify(JSON.stringify(cart))}, ${rows})`;
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/bench/page.html`, { waitUntil: 'load' });
    await page.waitForFunction("customElements.get('shop-cart') && 'mountFloor' in window");
    // The window ends where the page's mount function reads its end: when all rows are in (whenRows).
    await page.evaluate(`(() => {
      const whenRows = window.whenRows;
      window.whenRows = (...args) => whenRows(...args).then((end) => { performance.mark('mount-end'); return end; });
    })()`);
    await page.evaluate(`(async () => {
      for (let i = 0; i < ${WARM_UP}; i++) await window.${call};
      for (let i = 0; i < ${MOUNTS}; i++) { performance.mark('mount-start'); await window.${call}; }
    })()`);
  } finally {
    await browser.close();
  }
  // Firefox writes the profile as it exits: wait until it is there and whole.
  for (let wait = 0; ; wait += 1) {
    try {
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Profile;
    } catch (error) {
      if (wait >= 100) throw error;
    }
    if (wait >= 100) throw new Error(`no profile written to ${file}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const maps = new Map<string, TraceMap | null>();
const floorMap = { current: null as TraceMap | null };

/** A frame's name: a JS frame source-mapped to `name source:line`, a label as Firefox gives it. */
function frameName(location: string): string {
  const js = /^(.*?) ?\((https?:\/\/[^)]*\/([^/)]+)):(\d+):(\d+)\)(\[\d+\])?$/.exec(location);
  if (!js) return location;
  const [, name = '', , file = '', line = '0', column = '0'] = js;
  if (!maps.has(file)) {
    const path = `dist/${file}.map`;
    maps.set(
      file,
      file === 'floor.js'
        ? floorMap.current
        : existsSync(path)
          ? new TraceMap(readFileSync(path, 'utf8'))
          : null,
    );
  }
  const map = maps.get(file);
  if (!map) return `${name} ${file}:${line}`;
  const at = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
  const source = (at.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? name} ${source}:${at.line ?? line}`;
}

const isAddress = (name: string) => /^0x[0-9a-f]+$/i.test(name);

/** Self and inclusive time per mount of each frame, inside the marked windows. */
function summarize(profile: Profile): {
  self: Map<string, number>;
  inclusive: Map<string, number>;
  callers: Map<string, number>;
  mounts: number;
} {
  // The bench page's thread: the one with the marks.
  const thread = threadsOf(profile).find((candidate) =>
    candidate.markers.data.some((marker) => {
      const data = marker[candidate.markers.schema.data!] as { name?: string } | null;
      return data?.name === 'mount-start';
    }),
  );
  if (!thread) throw new Error('no thread of the bench page in the profile');
  const { stringTable: strings, frameTable: frames, stackTable: stacks, samples, markers } = thread;
  // The windows from the UserTiming marks, in order.
  const windows: [number, number][] = [];
  let start: number | null = null;
  for (const marker of markers.data) {
    const data = marker[markers.schema.data!] as { type?: string; name?: string } | null;
    if (data?.type !== 'UserTiming') continue;
    const time = marker[markers.schema.startTime!] as number;
    if (data.name === 'mount-start') start = time;
    else if (data.name === 'mount-end' && start !== null) {
      windows.push([start, time]);
      start = null;
    }
  }
  const names = new Map<number, string[]>();
  const stackNames = (stack: number): string[] => {
    const known = names.get(stack);
    if (known) return known;
    const out: string[] = [];
    for (
      let at: number | null = stack;
      at !== null;
      at = stacks.data[at]![stacks.schema.prefix!] as number | null
    ) {
      const frame = stacks.data[at]![stacks.schema.frame!] as number;
      const name = strings[frames.data[frame]![frames.schema.location!] as number] ?? '?';
      if (!isAddress(name)) out.push(frameName(name));
    }
    names.set(stack, out);
    return out;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const callers = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let window = 0;
  const rows = samples.data;
  for (let i = 1; i < rows.length; i += 1) {
    const time = rows[i]![samples.schema.time!] as number;
    const stack = rows[i]![samples.schema.stack!] as number | null;
    while (window < windows.length && time > windows[window]![1]) window += 1;
    if (window >= windows.length) break;
    if (stack === null || time < windows[window]![0]) continue;
    const ms = time - (rows[i - 1]![samples.schema.time!] as number);
    const frames = stackNames(stack);
    add(self, frames[0] ?? '?', ms);
    if (values.callers && frames[0]?.includes(values.callers))
      add(
        callers,
        frames
          .slice(1, 5)
          .map((name) => name.slice(0, 60))
          .join(' < '),
        ms,
      );
    for (const frame of new Set(frames)) add(inclusive, frame, ms);
  }
  return { self, inclusive, callers, mounts: windows.length };
}

function print(title: string, figures: ReturnType<typeof summarize>) {
  const per = (ms: number) => (ms / figures.mounts).toFixed(3).padStart(7);
  const total = [...figures.self.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n== ${title}: ${figures.mounts} mounts, ${per(total).trim()} ms sampled per mount ==`);
  for (const [name, ms] of [...figures.self].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`${per(ms)}  ${name.slice(0, 120)}`);
  console.log('-- inclusive');
  for (const [name, ms] of [...figures.inclusive]
    .filter(([name]) => name.includes(values.only))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.inclusive)))
    console.log(`${per(ms)}  ${name.slice(0, 120)}`);
  if (!values.callers) return;
  console.log(`-- callers of ${values.callers}`);
  for (const [chain, ms] of [...figures.callers].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${per(ms)}  ${chain}`);
}

const fixture = JSON.parse(readFileSync('bench/fixtures/cart-25-items.json', 'utf8')) as Cart;
const cart: Cart = { ...fixture, items: fixture.items.slice(0, Number(values.items)) };
// The floor with its names kept (and a source map), so its frames read like the cart's.
const floor = await esbuild.build({
  ...esbuildBrowserOptions('production'),
  entryPoints: ['bench/floor.tsx'],
  write: false,
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'external',
  outfile: 'floor.js',
});
const floorJs = floor.outputFiles.find((out) => out.path.endsWith('.js'))?.text ?? '';
const floorMapText = floor.outputFiles.find((out) => out.path.endsWith('.map'))?.text;
floorMap.current = floorMapText ? new TraceMap(floorMapText) : null;
const { url, server } = await startStaticServer('.', { '/bench/floor.js': floorJs });
try {
  for (const which of ['cart', 'floor'] as const)
    print(which === 'cart' ? '<shop-cart>' : 'React floor', summarize(await profileMounts(which, url, cart)));
} finally {
  server.close();
}
