// Where one interaction's time goes in WebKit: WebKitGTK's MiniBrowser with its remote Web Inspector
// (WEBKIT_INSPECTOR_HTTP_SERVER), the inspector's Timeline over its WebSocket, the interaction's records
// printed as a tree (style recalculation, layout, paint, script, each with its time) and the sum of each
// kind. The bench's WebKit driver (WebKitWebDriver) does not start with the inspector server, and the
// inspector has no trusted input: the interaction is a script's focus() and click() on the control, or
// with --trusted a real click of X's pointer on the control (xdotool, Debian: xdotool), as a shopper's.
//
//   npx tsx bench/webkit-profile.ts [--items 100] [--action shipping] [--runs 3] [--before <script>]
//     [--trusted] [--key Escape] [--after <script>]
//
// Actions: shipping (a shipping method's radio), services (open the services modal), wishlist (move the
// second item to the wishlist), remove (remove the second item), quantity (the second item's stepper +),
// title (a press on the second item's title, where nothing takes the focus), motif (the first motif
// button; with --before opening its modal and --key Escape closing it). --key presses a key with X's
// keyboard instead of clicking, --after prints what a script finds once the interaction is over.
// PROFILE_MIN_MS (default 1) sets the shortest record printed, each kind's sum counts them all;
// PROFILE_STACKS=1 prints the script's stack of each record that has one (a forced style recalculation,
// what scheduled one), PROFILE_STACK_DEPTH (default 5) how deep.
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { findWebKit, findXvfb } from '../scripts/find-browser.mjs';
import { startDemo } from './demo-server.js';
import { INTERACTIONS_PAGE, startInteractionServer } from './interactions-page.js';

const TILE = '[part="item"]:nth-child(2)';
const ACTIONS: Record<string, string> = {
  shipping: '[data-shipping-option]:not([data-unavailable]):not(:has(input:checked)) input',
  services: `${TILE} [data-action="services"]`,
  wishlist: `${TILE} [data-action="move-to-wishlist"]`,
  remove: `${TILE} [data-action="remove"]`,
  quantity: `${TILE} [data-action="increase"]`,
  // A press on the tile's title: nothing there takes the focus or answers the click.
  title: `${TILE} h3`,
  // The first motif button (its modal): with --before opening it and --key Escape closing it.
  motif: '[data-action="choose-motif"]',
};

interface StackFrame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface TimelineRecord {
  type: string;
  startTime: number;
  endTime?: number;
  data?: { scriptName?: string; scriptLine?: number; scriptColumn?: number; type?: string; name?: string };
  children?: TimelineRecord[];
  stackTrace?: StackFrame[] | { callFrames?: StackFrame[] };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100' },
    action: { type: 'string', default: 'shipping' },
    runs: { type: 'string', default: '3' },
    // A script run in the page once the cart shows, before the interaction (an experiment).
    before: { type: 'string', default: '' },
    // A real pointer (xdotool's click on the X display) instead of the script's focus() and click().
    trusted: { type: 'boolean', default: false },
    // A script run in the page after the interaction, its result printed (an experiment's findings).
    after: { type: 'string', default: '' },
    // A key X presses (xdotool's name for it, e.g. Escape) instead of a click: a trusted key.
    key: { type: 'string', default: '' },
  },
});
const selector = ACTIONS[values.action];
if (!selector) throw new Error(`--action: one of ${Object.keys(ACTIONS).join(', ')}`);
const paths = findWebKit();
const xvfbPath = findXvfb();
if (!paths || !xvfbPath) throw new Error('WebKit: not installed (Debian: webkit2gtk-driver, xvfb)');

/** `file:line:column` of a script location, mapped to the source where dist/ has the map. */
const maps = new Map<string, TraceMap | null>();
function where(url: string, line: number, column: number): string {
  const file = url.split('/').pop() ?? url;
  if (!maps.has(file))
    maps.set(
      file,
      existsSync(`dist/${file}.map`) ? new TraceMap(readFileSync(`dist/${file}.map`, 'utf8')) : null,
    );
  const map = maps.get(file);
  const at = map ? originalPositionFor(map, { line, column: Math.max(0, column - 1) }) : null;
  return at?.source
    ? `${at.source.replace(/^.*?\/src\//, 'src/')}:${at.line} ${at.name ?? ''}`
    : `${file}:${line}:${column}`;
}

/** A page in MiniBrowser under its own Xvfb, and a session on its inspector. */
async function openInspected(url: string) {
  const display = `:${90 + Math.floor(Math.random() * 100)}`;
  const xvfb = spawn(xvfbPath!, [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  await pause(800);
  const port = 9400 + Math.floor(Math.random() * 500);
  const browser = spawn(paths!.browser, ['--geometry=390x844', url], {
    env: { ...process.env, DISPLAY: display, WEBKIT_INSPECTOR_HTTP_SERVER: `127.0.0.1:${port}` },
    stdio: 'ignore',
  });
  let socketPath: string | undefined;
  for (let tries = 0; tries < 100 && !socketPath; tries += 1) {
    await pause(100);
    const listing = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.text(),
      () => '',
    );
    socketPath = /socket\/\d+\/\d+\/WebPage/.exec(listing)?.[0];
  }
  if (!socketPath) throw new Error('the inspector lists no page');
  const socket = new WebSocket(`ws://127.0.0.1:${port}/${socketPath}`);
  await new Promise((ready) => socket.once('open', ready));
  let target = '';
  let nextId = 0;
  const answers = new Map<number, (answer: { result?: { result?: { value?: unknown } } }) => void>();
  const events: { method: string; params: { record?: TimelineRecord } }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(String(data));
    if (message.method === 'Target.targetCreated' && message.params.targetInfo.type === 'page')
      target = message.params.targetInfo.targetId;
    if (message.method !== 'Target.dispatchMessageFromTarget') return;
    const inner = JSON.parse(message.params.message);
    if (inner.id && answers.has(inner.id)) answers.get(inner.id)!(inner);
    else events.push(inner);
  });
  for (let tries = 0; tries < 50 && !target; tries += 1) await pause(100);
  // Commands go to the page's target inside the WebPage connection.
  const send = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } } }>((resolve) => {
      nextId += 1;
      answers.set(nextId, resolve);
      const message = JSON.stringify({ id: nextId, method, params });
      socket.send(
        JSON.stringify({
          id: nextId,
          method: 'Target.sendMessageToTarget',
          params: { targetId: target, message },
        }),
      );
    });
  // Without Page.enable and Inspector.initialized every record's time is 0.
  for (const method of ['Inspector.enable', 'Runtime.enable', 'Page.enable', 'Inspector.initialized'])
    await send(method);
  // WebKit's Runtime.evaluate does not wait for a promise: the page keeps the settled value for a poll.
  const value = async (expression: string) =>
    (await send('Runtime.evaluate', { expression, returnByValue: true })).result?.result?.value;
  const run = async (expression: string) => {
    await value(`window.benchSettled = undefined; Promise.resolve(${expression}).then(
      (result) => { window.benchSettled = { result }; },
      (error) => { window.benchSettled = { result: String(error) }; })`);
    for (let tries = 0; tries < 600; tries += 1) {
      const settled = (await value('window.benchSettled')) as { result: unknown } | undefined;
      if (settled) return settled.result;
      await pause(50);
    }
    throw new Error(`no answer from ${expression.slice(0, 80)}`);
  };
  const stop = () => {
    socket.close();
    browser.kill();
    xvfb.kill();
  };
  return { send, run, events, stop, display };
}

/** Runs xdotool on `display`: the X server's own pointer, whose events the page sees as trusted. */
const pointer = (display: string, args: string[]) =>
  new Promise<void>((done, fail) =>
    spawn('xdotool', args, { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' })
      .on('error', fail)
      .on('exit', (code) => (code === 0 ? done() : fail(new Error(`xdotool ${args.join(' ')}: ${code}`)))),
  );

const totals = new Map<string, number>();
function print(record: TimelineRecord, origin: number, depth: number) {
  const span = (r: TimelineRecord) => ((r.endTime ?? r.startTime) - r.startTime) * 1000;
  const ms = span(record);
  // Each kind's own time (less its children's), so that a layout's style recalculation counts once.
  const own = ms - (record.children ?? []).reduce((sum, child) => sum + span(child), 0);
  if (depth > 0) totals.set(record.type, (totals.get(record.type) ?? 0) + own);
  if (ms < Number(process.env.PROFILE_MIN_MS ?? 1)) return;
  const { data } = record;
  const frames = Array.isArray(record.stackTrace) ? record.stackTrace : record.stackTrace?.callFrames;
  if (process.env.PROFILE_STACKS && frames)
    console.log(
      `${'  '.repeat(depth)}  stack: ${frames
        .slice(0, 12)
        .map((f) =>
          f.url?.includes('/dist/') ? where(f.url, f.lineNumber ?? 0, f.columnNumber ?? 0) : f.functionName,
        )
        .join(' < ')}`,
    );
  const what = data?.scriptName?.includes('/dist/')
    ? where(data.scriptName, data.scriptLine ?? 0, data.scriptColumn ?? 0)
    : (data?.type ?? data?.name ?? '');
  console.log(
    `${'  '.repeat(depth)}${record.type} +${((record.startTime - origin) * 1000).toFixed(1)} ms: ${ms.toFixed(1)} ms ${what}`,
  );
  for (const child of record.children ?? []) print(child, origin, depth + 1);
}

const demo = await startDemo();
const { url, server } = await startInteractionServer(demo.url, 100);
try {
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const page = await openInspected(`${url}${INTERACTIONS_PAGE}`);
    try {
      await page.run(`mountBenchCart(${Number(values.items)}, 'current', true, false)`);
      await pause(5000);
      const find = `document.querySelector('shop-cart').shadowRoot.querySelector(${JSON.stringify(selector)})`;
      if (values.before) console.log(`before: ${JSON.stringify(await page.run(values.before))}`);
      await page.run(`${find}.scrollIntoView({ block: 'center' })`);
      await pause(1500);
      const xdotool = (...args: string[]) => pointer(page.display, args);
      if (values.trusted) {
        // Where the page's viewport sits on the screen: a pointer moved there tells.
        await page.run(
          `(() => { addEventListener('mousemove', (e) => { window.benchPointer = [e.clientX, e.clientY]; }); return true; })()`,
        );
        await xdotool('mousemove', '200', '300');
        await pause(300);
        const [clientX, clientY] = (await page.run('window.benchPointer')) as [number, number];
        const box = (await page.run(
          `(() => { const r = ${find}.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`,
        )) as [number, number];
        await xdotool(
          'mousemove',
          String(Math.round(200 - clientX + box[0])),
          String(Math.round(300 - clientY + box[1])),
        );
        await pause(500);
      }
      await page.send('Timeline.enable');
      await page.send('Timeline.start', { maxCallStackDepth: Number(process.env.PROFILE_STACK_DEPTH ?? 5) });
      await pause(300);
      if (values.key) await xdotool('key', values.key);
      else if (values.trusted) await xdotool('click', '1');
      else
        await page.run(
          `(() => { const control = ${find}; control.focus(); control.click(); return true; })()`,
        );
      await pause(1500);
      await page.send('Timeline.stop');
      if (values.after) console.log(`after: ${JSON.stringify(await page.run(values.after))}`);
      console.log(
        `focus after: ${JSON.stringify(await page.run(`(() => { const a = document.activeElement; const inner = a?.shadowRoot?.activeElement; return (inner ? a.localName + ' > ' + inner.outerHTML.slice(0, 80) : a?.localName) ?? null; })()`))}`,
      );
      await pause(500);
      const records = page.events.flatMap((event) =>
        event.method === 'Timeline.eventRecorded' && event.params.record ? [event.params.record] : [],
      );
      console.log(`\n== WebKit, ${values.items} items, ${values.action}, run ${run} ==`);
      totals.clear();
      const origin = records[0]?.startTime ?? 0;
      for (const record of records) print(record, origin, 0);
      console.log(
        `own time by kind: ${[...totals].map(([type, ms]) => `${type} ${ms.toFixed(1)} ms`).join(', ')}`,
      );
    } finally {
      page.stop();
    }
  }
} finally {
  server.close();
  demo.stop();
}
process.exit(0);
