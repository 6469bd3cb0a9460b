// The page-load benchmark: a minimal host page with the cart in the start-up data, loaded cold (a fresh
// browser context each time) at CPU ×4, in five variants that show the same markup and CSS:
//   server-rendered  renderShopCart's element, hydrated by dist/shop-cart.js
//   after paint      the same, hydrated by dist/shop-cart-after-paint.js (README "Server rendering")
//   fresh            <shop-cart> with its JSON child, rendered by dist/shop-cart.js
//   react floor      a plain React root rendering the server-rendered markup (bench/react-floor.tsx)
//   static floor     the server-rendered markup without any script
// Each load gives LCP, total blocking time after FCP, script time and layout shift; the runs interleave.
import type { Browser, Page } from 'puppeteer-core';

export const VARIANTS = ['server-rendered', 'after paint', 'fresh', 'react floor', 'static floor'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface LoadFigures {
  lcp: number;
  fcp: number;
  tbt: number;
  scriptMs: number;
  cls: number;
  /** From the first contentful paint until the element announced its cart (hydrated, or rendered fresh). */
  interactiveMs: number;
  /** Style rules inserted at run time into the element's shadow root (Emotion's), once ready. */
  runtimeRules: number;
  /** Whether the shadow root's styles came from adopted (constructed) sheets, with no style element left. */
  adopted: boolean;
}

/** Reads how the element's shadow root is styled (nothing for the floors). */
const READ_STYLES = `(() => {
  const root = document.querySelector('shop-cart')?.shadowRoot;
  if (!root) return { runtimeRules: 0, adopted: false };
  const count = (sheets) => sheets.reduce((n, sheet) => n + (sheet?.cssRules.length ?? 0), 0);
  // The static rules: the server's or the fallback's marked style element, or the first adopted sheet.
  const inserted = [...root.querySelectorAll('style:not([data-shop-cart-styles])')].map((style) => style.sheet);
  return {
    runtimeRules: count(inserted) + count([...root.adoptedStyleSheets].slice(1)),
    adopted: root.adoptedStyleSheets.length > 0 && root.querySelectorAll('style, link').length === 0,
  };
})()`;

/** Installed before any script of the page: records paints, long tasks, layout shifts and readiness. */
const OBSERVERS = `(() => {
  const seen = (window.__bench = { lcp: 0, fcp: 0, longTasks: [], cls: 0, ready: false, readyAt: 0 });
  const observe = (type, take) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); } catch {}
  };
  observe('largest-contentful-paint', (entry) => { seen.lcp = entry.startTime; });
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime; });
  observe('longtask', (entry) => { seen.longTasks.push([entry.startTime, entry.duration]); });
  observe('layout-shift', (entry) => { if (!entry.hadRecentInput) seen.cls += entry.value; });
  addEventListener('shop:cart-change', () => { if (!seen.ready) seen.readyAt = performance.now(); seen.ready = true; });
})();`;

/**
 * A minimal host page: a header line the browser paints before any script (as a shop's header), then the
 * cart. So the first contentful paint comes early in every variant, and the blocking time after it counts
 * what each variant's scripts cost.
 */
const html = (head: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Warenkorb</title>${head}</head>` +
  `<body><header style="font: 14px system-ui; padding: 8px">Erlebnisshop · Warenkorb</header><main>${body}</main></body></html>`;

export interface VariantSources {
  /** renderShopCart's markup of the element. */
  serverRendered: string;
  /** The start-up data as JSON. */
  startupJson: string;
  /** The markup as a tree for the React floor (JSON). */
  floorTreeJson: string;
}

const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c');

/** The page of each variant. */
export function variantPages(sources: VariantSources): Record<Variant, string> {
  const cartModule = '<script type="module" src="/dist/shop-cart.js"></script>';
  return {
    'server-rendered': html(cartModule, sources.serverRendered),
    'after paint': html(
      '<script type="module" src="/dist/shop-cart-after-paint.js"></script>',
      sources.serverRendered,
    ),
    fresh: html(
      cartModule,
      `<shop-cart tenant="JS_DE"><script type="application/json">${scriptSafe(sources.startupJson)}</script></shop-cart>`,
    ),
    'react floor': html(
      '<script type="module" src="/bench/react-floor.js"></script>',
      `<div id="floor"></div><script type="application/json" id="floor-tree">${scriptSafe(sources.floorTreeJson)}</script>`,
    ),
    'static floor': html('', sources.serverRendered),
  };
}

/** Reads the server-rendered shadow root into the React floor's tree (a string: tsx would wrap a function). */
const READ_FLOOR_TREE = `(() => {
  const root = document.querySelector('shop-cart')?.shadowRoot;
  if (!root) throw new Error('no server-rendered shadow root');
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
    if (!(node instanceof Element)) return [];
    const attributes = Object.fromEntries([...node.attributes].map((a) => [a.name, a.value]));
    return [[node.localName, attributes, [...node.childNodes].flatMap(walk)]];
  };
  const style = root.querySelector('style');
  const nodes = [...root.childNodes].filter((node) => node !== style).flatMap(walk);
  return JSON.stringify({ css: style?.textContent ?? '', nodes });
})()`;

/** Reads the element's server-rendered shadow root of a loaded page into the React floor's tree. */
export async function floorTreeOf(page: Page): Promise<string> {
  return (await page.evaluate(READ_FLOOR_TREE)) as string;
}

const READY: Record<Variant, string> = {
  'server-rendered': 'window.__bench.ready',
  'after paint': 'window.__bench.ready',
  fresh: 'window.__bench.ready',
  'react floor': 'window.floorReady === true',
  'static floor': "document.readyState === 'complete'",
};

/** Loads `url` cold at CPU ×`cpu` and answers its figures once the page is ready and quiet. */
export async function measureLoad(
  browser: Browser,
  url: string,
  variant: Variant,
  cpu: number,
): Promise<LoadFigures> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 915, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Performance.enable');
    await page.evaluateOnNewDocument(OBSERVERS);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(READY[variant], { timeout: 60_000 });
    // Quiet: no long task for 1 s (the end of the window total blocking time covers).
    await page.waitForFunction(
      'performance.now() - ((t) => (t ? t[0] + t[1] : 0))(window.__bench.longTasks.at(-1)) > 1000',
      { timeout: 60_000, polling: 200 },
    );
    const seen = (await page.evaluate('window.__bench')) as {
      lcp: number;
      fcp: number;
      longTasks: [number, number][];
      cls: number;
      readyAt: number;
    };
    const styles = (await page.evaluate(READ_STYLES)) as { runtimeRules: number; adopted: boolean };
    const { metrics } = await cdp.send('Performance.getMetrics');
    const script = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    const tbt = seen.longTasks
      .filter(([start]) => start >= seen.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const interactiveMs = seen.readyAt > 0 ? Math.max(0, seen.readyAt - seen.fcp) : 0;
    return {
      lcp: seen.lcp,
      fcp: seen.fcp,
      tbt,
      scriptMs: script * 1000,
      cls: seen.cls,
      interactiveMs,
      ...styles,
    };
  } finally {
    await context.close();
  }
}
