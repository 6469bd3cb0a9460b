// The interaction benchmark (issue 38): the cart's main interactions on carts of 6, 25 and 100 items, on a
// phone's viewport (where the sticky bar shows), in Chromium at CPU ×4, Firefox and WebKit at the machine's
// speed (bench/interaction-engines.ts). Each figure is the worst entry of the interaction: Event Timing
// where the engine has it (input delay + processing + the next paint; durationThreshold 16, so anything
// quicker shows as 16 ms), else from the input event's time stamp to the end of the next frame
// (bench/interactions-page.ts). The reference API answers every call after a fixed delay, so the figure is
// the cart's own work. The sticky bar has no input event: its figure is the longest frame while the page
// scrolls. Input is trusted (the drivers' mouse and keyboard), as Event Timing needs.
import type { Browser } from 'puppeteer-core';
import { startDemo } from './demo-server.js';
import {
  chromiumEngine,
  firefoxEngine,
  webkitEngine,
  type BenchEngine,
  type BenchPage,
} from './interaction-engines.js';
import { INTERACTIONS_PAGE, startInteractionServer } from './interactions-page.js';
import { printInteractions, type Results } from './interactions-report.js';

const CPU = 4;
/** BENCH_INTERACTION_SIZES (a comma list, e.g. 100) measures fewer cart sizes. */
const SIZES: readonly number[] = process.env.BENCH_INTERACTION_SIZES
  ? process.env.BENCH_INTERACTION_SIZES.split(',').map(Number)
  : [6, 25, 100];
const API_DELAY_MS = Number(process.env.BENCH_API_DELAY_MS ?? 100);

type BenchWindow = Window & {
  benchEntries: { id: number; duration: number }[];
  watchFrames: (ms: number) => Promise<number>;
  mountBenchCart: (items: number, layout: string, newDesign: boolean, loggedIn: boolean) => Promise<void>;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cart's element `selector` finds (none: null) scrolled into the middle of the view. */
const centreOf = (page: BenchPage, selector: string) =>
  page.run((s: string) => {
    const node = document.querySelector('shop-cart')?.shadowRoot?.querySelector<HTMLElement>(s);
    if (!node) return null;
    node.scrollIntoView({ block: 'center' });
    return true;
  }, selector);

/** Where the element is now (viewport coordinates of its centre), if a click there reaches it. */
const pointOf = (page: BenchPage, selector: string) =>
  page.run((s: string) => {
    const root = document.querySelector('shop-cart')?.shadowRoot;
    const node = root?.querySelector<HTMLElement>(s);
    const box = node?.getBoundingClientRect();
    if (!root || !node || !box) return null;
    const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const hit = root.elementFromPoint(point.x, point.y);
    return hit && node.contains(hit) ? point : null;
  }, selector);

const forget = (page: BenchPage) =>
  page.run(() => {
    (window as unknown as BenchWindow).benchEntries.length = 0;
  });

/** Waits until the cart and its calls are quiet: the delayed answer, its render, the frames after. */
const settle = async (page: BenchPage) => {
  await pause(API_DELAY_MS + 400);
  await page.run(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
};

async function waitFor(page: BenchPage, selector: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = await page.run(
      (s: string) => !!document.querySelector('shop-cart')?.shadowRoot?.querySelector(s),
      selector,
    );
    if (found) return;
    await pause(50);
  }
  throw new Error(`${selector} did not show`);
}

/** Runs `act` and records its interaction's worst entry under `name` (none when `act` found nothing). */
async function measure(page: BenchPage, results: Results, name: string, act: () => Promise<boolean>) {
  await forget(page);
  if (!(await act())) return;
  await settle(page);
  const worst = await page.run(() =>
    Math.max(16, ...(window as unknown as BenchWindow).benchEntries.map((entry) => entry.duration)),
  );
  results.set(name, [...(results.get(name) ?? []), worst]);
}

/** Scrolls the element into view (not measured), then clicks its centre. */
const clicking = (page: BenchPage, selector: string) => async () => {
  let point: { x: number; y: number } | null = null;
  // Tiles take their real height as they come into view (content-visibility), which can move the element
  // after the scroll: scrolled again until a click at its centre reaches it.
  for (let tries = 0; tries < 5 && !point; tries += 1) {
    if (!(await centreOf(page, selector))) return false;
    await settle(page);
    point = await pointOf(page, selector);
  }
  if (!point) throw new Error(`a click on ${selector} would not reach it`);
  await forget(page);
  await page.clickAt(point.x, point.y);
  return true;
};

const pressing = (page: BenchPage, key: 'Escape' | 'Enter') => async () => {
  await page.press(key);
  return true;
};

/** Focuses the element in view (not measured), then runs `input`. */
const focusing = (page: BenchPage, selector: string, input: () => Promise<void>) => async () => {
  if (!(await centreOf(page, selector))) return false;
  await settle(page);
  await page.run(
    (s: string) => document.querySelector('shop-cart')?.shadowRoot?.querySelector<HTMLElement>(s)?.focus(),
    selector,
  );
  await forget(page);
  await input();
  return true;
};

/** Opens a modal with a click and closes it with Escape, each measured. */
async function modal(page: BenchPage, results: Results, name: string, opener: string) {
  const before = results.get(`open ${name}`)?.length ?? 0;
  await measure(page, results, `open ${name}`, clicking(page, opener));
  if ((results.get(`open ${name}`)?.length ?? 0) === before) return;
  await waitFor(page, 'dialog[open]');
  await settle(page);
  await measure(page, results, `close ${name} (Escape)`, pressing(page, 'Escape'));
}

/** The second tile: its controls are the same kind in every cart size. */
const TILE = '[part="item"]:nth-child(2)';

async function currentLayout(page: BenchPage, results: Results) {
  // A keyboard shopper's step: the focus moves from one control to the next (and shows its ring).
  await measure(
    page,
    results,
    'Tab to the next control',
    focusing(page, `${TILE} select`, () => page.press('Tab')),
  );
  await measure(
    page,
    results,
    'quantity (select)',
    focusing(page, `${TILE} select`, () => page.press('ArrowDown')),
  );
  await measure(
    page,
    results,
    'packaging choice',
    clicking(page, `${TILE} [data-packaging-option]:not(:has(input:checked))`),
  );
  await modal(page, results, 'services modal', `${TILE} [data-action="services"]`);
  await modal(page, results, 'motif modal', '[data-action="choose-motif"]');
  await modal(page, results, 'friends discount modal', '[data-friends-badge]');
  await measure(
    page,
    results,
    'shipping method',
    clicking(page, '[data-shipping-option]:not([data-unavailable]):not(:has(input:checked))'),
  );
  await measure(page, results, 'open the discount field', clicking(page, '[data-section="discount"] button'));
  await measure(
    page,
    results,
    'type in the code field',
    focusing(page, '[data-section="discount"] input', () => page.type('SOMMER', 50)),
  );
  await measure(page, results, 'submit the code', pressing(page, 'Enter'));
  await page.run(() => window.scrollTo(0, 0));
  await settle(page);
  const frames = page.run(() => (window as unknown as BenchWindow).watchFrames(1000));
  await page.scrollDown();
  const name = 'sticky bar on scroll (longest frame)';
  results.set(name, [...(results.get(name) ?? []), await frames]);
  await measure(
    page,
    results,
    'move to wishlist',
    clicking(page, `${TILE} [data-action="move-to-wishlist"]`),
  );
  await measure(page, results, 'remove', clicking(page, `${TILE} [data-action="remove"]`));
}

async function nextLayout(page: BenchPage, results: Results) {
  await measure(
    page,
    results,
    'quantity (stepper +)',
    clicking(page, `${TILE} [data-quantity-stepper] button:last-of-type`),
  );
}

/** The old design (a logged-in shopper): its discount entry is the legacy modal. */
async function oldDesign(page: BenchPage, results: Results) {
  await modal(page, results, 'legacy discount modal', '[data-section="discount"] button');
}

const PASSES = [
  { layout: 'current', newDesign: true, loggedIn: false, interactions: currentLayout },
  { layout: 'next', newDesign: true, loggedIn: false, interactions: nextLayout },
  { layout: 'current', newDesign: false, loggedIn: true, interactions: oldDesign },
] as const;

async function inEngine(engine: BenchEngine, url: string, runs: number) {
  const bySize = new Map<number, Results>(SIZES.map((size) => [size, new Map()]));
  for (let run = 0; run < runs; run += 1) {
    for (const size of SIZES) {
      const results = bySize.get(size)!;
      for (const pass of PASSES) {
        const page = await engine.open(`${url}${INTERACTIONS_PAGE}`);
        try {
          await page.run(
            (n: number, layout: string, newDesign: boolean, loggedIn: boolean) =>
              (window as unknown as BenchWindow).mountBenchCart(n, layout, newDesign, loggedIn),
            size,
            pass.layout,
            pass.newDesign,
            pass.loggedIn,
          );
          await waitFor(page, `[part="item"]:nth-child(${size})`);
          await settle(page);
          await pass.interactions(page, results);
        } finally {
          await engine.close();
        }
      }
    }
  }
  return bySize;
}

/**
 * Prints each interaction's median and worst latency for each cart size, `runs` pages per size, in each
 * engine on the machine (`engines`: a subset by name, e.g. ['chromium']).
 */
export async function runInteractionBench(
  browser: Browser,
  runs: number,
  engines: readonly string[] = ['chromium', 'firefox', 'webkit'],
): Promise<void> {
  const demo = await startDemo();
  const { url, server } = await startInteractionServer(demo.url, API_DELAY_MS);
  try {
    for (const name of engines) {
      const engine =
        name === 'chromium'
          ? chromiumEngine(browser, CPU)
          : name === 'firefox'
            ? await firefoxEngine()
            : await webkitEngine();
      if (typeof engine === 'string') {
        console.log(`\n== Interactions: ${engine} ==`);
        continue;
      }
      try {
        const bySize = await inEngine(engine, url, runs);
        printInteractions(engine, bySize, { apiDelayMs: API_DELAY_MS, runs, sizes: SIZES });
      } finally {
        await engine.stop();
      }
    }
  } finally {
    server.close();
    demo.stop();
  }
}
