// Screenshots of the cart compared with the committed baselines of each engine (test/plugins/
// visual-regression.mjs, docs/visual-testing.md). Each shot is made deterministic first: the project's own
// font (Inter from @fontsource, served from node_modules) through --shop-cart-font-family, no animation,
// transition or caret, item pictures hidden, no scrollbar, a fixed viewport, a fixed day.
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { setResetDefaults } from './reference-api.js';

/** The day the reference API counts delivery dates from in every shot: the calendar never moves a baseline. */
const VISUAL_TODAY = '2026-11-30';
// Every reset of a visual test file (its own page and module) fixes that day.
setResetDefaults({ today: VISUAL_TODAY });

/** The two widths of every shot: a phone and a desktop. */
export const WIDTHS = [390, 1280] as const;
export type Width = (typeof WIDTHS)[number];
const HEIGHTS: Record<Width, number> = { 390: 844, 1280: 900 };

export const VISUAL_FONT = 'Visual Inter';
const FONT_FILES = '/node_modules/@fontsource/inter/files';
const WEIGHTS = [400, 600, 700];

/**
 * What a screenshot must not catch moving or loading: no animation, transition or caret, every tile drawn
 * (content-visibility), and the item pictures hidden (their frames stay): Firefox paints a loaded picture
 * in one shot and not in the next. test/cart/items/item-images.test.ts covers the pictures.
 */
const STILL = `*,*::before,*::after,::backdrop{animation:none!important;transition:none!important;caret-color:transparent!important;content-visibility:visible!important}img{visibility:hidden!important}`;
/**
 * Shots of the cart in the page's flow leave the fixed sticky bar out: the puppeteer engines show it once
 * in a tall screenshot, WebKit's slices (one per viewport) would show it in each; it has its own shot.
 */
const IN_FLOW = `:host([data-visual-in-flow]) [part="sticky-bar"]{visibility:hidden}`;

/** Declares the project's test font in `doc` (shadow roots use their document's @font-face rules). */
export async function addFont(doc: Document = document) {
  if (!doc.head.querySelector('style[data-visual-font]')) {
    const style = doc.createElement('style');
    style.dataset.visualFont = '';
    style.textContent =
      WEIGHTS.map(
        (weight) =>
          `@font-face{font-family:'${VISUAL_FONT}';font-weight:${weight};font-style:normal;` +
          `src:url(${FONT_FILES}/inter-latin-${weight}-normal.woff2) format('woff2')}`,
      ).join('') +
      `html{scrollbar-width:none}html::-webkit-scrollbar{display:none}body{margin:0}${STILL}` +
      `[data-visual-frame]{display:block;height:100vh;overflow:hidden}`;
    doc.head.append(style);
  }
  await Promise.all(WEIGHTS.map((weight) => doc.fonts.load(`${weight} 16px '${VISUAL_FONT}'`)));
}

/** The viewport of a shot at `width`, and the font. */
export async function prepareViewport(width: Width) {
  await setViewport({ width, height: HEIGHTS[width] });
  await addFont();
}

/** The cart host styled for a shot: the test font, nothing moving inside its shadow root. */
export function stillCart(element: HTMLElement) {
  element.style.setProperty('--shop-cart-font-family', `'${VISUAL_FONT}', sans-serif`);
  const root = element.shadowRoot;
  if (root && !root.querySelector('style[data-visual-still]')) {
    const style = element.ownerDocument.createElement('style');
    style.dataset.visualStill = '';
    style.textContent = STILL + IN_FLOW;
    root.append(style);
  }
}

/** Waits until every picture in `root` has loaded (or failed), lazy ones included, and two frames passed. */
async function settled(root: ParentNode) {
  const images = [...root.querySelectorAll('img')];
  for (const image of images) image.loading = 'eager';
  await waitUntil(() => images.every((image) => image.complete), 'pictures loaded', { timeout: 10000 });
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  // A frame's fonts were loaded by addFont: Firefox's `fonts.ready` of a page still loading (the server-
  // rendered page before its script may run) waits for the page's load.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Frames in a row in which nothing may move before a shot. */
const STEADY_FRAMES = 6;

/**
 * Waits until the page stops moving: the scroll position, the host's box and its part's the same over
 * STEADY_FRAMES frames in a row (3 s at most). On a phone the sticky bar's guard follows a focused field
 * for some frames and may scroll the page meanwhile (src/cart/sticky-bar/use-keep-focus-visible.ts): a
 * shot taken while it does is cut where the part was a moment before.
 */
async function steady(host: Element, part: Element | undefined) {
  const where = () =>
    [window.scrollX, window.scrollY, host.getBoundingClientRect(), part?.getBoundingClientRect()]
      .map((value) => JSON.stringify(value))
      .join();
  const until = performance.now() + 3000;
  let last = where();
  let still = 0;
  while (still < STEADY_FRAMES && performance.now() < until) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = where();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

type VisualResult = { done: false } | { done: true; same: boolean; message?: string };

export interface ShotOptions {
  /** The whole viewport (a modal, the sticky bar): the page is cut to the viewport's height. */
  viewport?: boolean;
  /** Only this part of the cart (inside its shadow root), cut out of the cart's screenshot. */
  part?: Element;
  /** The light-DOM element to screenshot instead of the cart's <main> (a frame). */
  host?: HTMLElement;
}

/**
 * Compares the screenshot of the cart `element` (its <main>, the whole viewport with `viewport`, or
 * `host`) with the baseline NAME-WIDTH of this engine.
 */
export async function expectLooksAsBefore(
  name: string,
  width: Width,
  element: HTMLElement,
  { viewport = false, part, host = element.closest('main') ?? element }: ShotOptions = {},
) {
  stillCart(element);
  element.toggleAttribute('data-visual-in-flow', !viewport);
  if (viewport) host.dataset.visualFrame = '';
  host.dataset.visual = '';
  try {
    if (element.shadowRoot) await settled(element.shadowRoot);
    await steady(host, part);
    const cropNow = part && (() => cropOf(part, host));
    // WebKit's screenshots are taken in scrolled slices, and the page can move meanwhile: the plugin asks
    // for the part's place again just before each one.
    if (cropNow) cropTarget.visualCrop = cropNow;
    const crop = cropNow?.();
    const { id } = await executeServerCommand<{ id: string }, unknown>('visual-compare', {
      name: `${name}-${width}`,
      selector: viewport ? 'html' : '[data-visual]',
      crop,
    });
    let result: VisualResult = { done: false };
    while (!result.done) result = await executeServerCommand<VisualResult, unknown>('visual-result', { id });
    expect(result.same, result.message).to.equal(true);
  } finally {
    delete host.dataset.visual;
    delete cropTarget.visualCrop;
  }
}

interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the page's scripts (the visual plugin's in WebKit) find the part's crop of the running shot. */
const cropTarget = window as Window & { visualCrop?: () => Crop };

/** The box of `part` inside the screenshot of `host`. */
function cropOf(part: Element, host: Element): Crop {
  const hostBox = host.getBoundingClientRect();
  const partBox = part.getBoundingClientRect();
  return {
    x: partBox.left - hostBox.left,
    y: partBox.top - hostBox.top,
    width: partBox.width,
    height: partBox.height,
  };
}
