// Visual baselines: the server command 'visual-compare' { name, selector } screenshots the element the
// selector finds on the test page (cut to `crop` { x, y, width, height } inside it when given), in the engine that runs the test, and compares it with the committed
// baseline test/visual/baselines/ENGINE/NAME.png (docs/visual-testing.md).
//
// Chromium and Firefox are puppeteer pages (an element screenshot, beyond the viewport when the element is
// taller); WebKit is a WebDriver session (test/plugins/webkit-launcher.mjs), whose viewport screenshots are
// put together. @web/test-runner-visual-regression is not used: its puppeteer path needs a real
// puppeteer page, which the WebKit launcher only imitates.
//
// pixelmatch compares with a colour threshold and leaves anti-aliased pixels out; a screenshot differs when
// more than MAX_DIFF_RATIO of its pixels differ, or its size does. Then the run fails and the baseline,
// the new screenshot and the diff image are written to test/visual/failed/ENGINE/ (git-ignored).
// VISUAL_UPDATE=1 (npm run test:visual:update) writes the new screenshot as the baseline instead.
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const BASELINES = 'test/visual/baselines';
const FAILED = 'test/visual/failed';
/** Per pixel: how far two colours may be apart (pixelmatch's YIQ distance, 0 to 1). */
const COLOUR_THRESHOLD = 0.1;
/** Per screenshot: the share of pixels that may differ (a caret, a sub-pixel glyph shift). */
const MAX_DIFF_RATIO = 0.001;

const updating = () => process.env.VISUAL_UPDATE === '1';

/** 'chromium', 'firefox' or 'webkit', from the launcher's name ('WebKit 2.48.3'). */
function engineOf(launcher) {
  const name = String(launcher.name ?? '').toLowerCase();
  return ['chromium', 'firefox', 'webkit'].find((engine) => name.startsWith(engine)) ?? name;
}

/**
 * WebKit: WebDriver's screenshots show the viewport only (an element's too), so an element taller than the
 * viewport is shot in slices, the page scrolled between them, and the slices put together. The page can
 * move while it scrolls (tiles that come into view lay out at their real height), so each slice measures
 * the element, and the part the test page's `visualCrop()` names, after its scroll and just before its shot.
 */
function webDriverScreenshot(launcher, selector, crop) {
  const driver = launcher.driver;
  // In the page: the element's (or its part's) box in the viewport; with `row`, first scrolled so that this
  // row of it is at the viewport's top, and measured two frames later.
  const place = (query, fallback, row) =>
    new Promise((resolve) => {
      const boxOf = () => {
        const found = document.querySelector(query);
        if (!found) return null;
        const rect = found.getBoundingClientRect();
        const part = (typeof window.visualCrop === 'function' && window.visualCrop()) || fallback;
        return part
          ? { x: rect.left + part.x, y: rect.top + part.y, width: part.width, height: part.height }
          : { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
      };
      const before = boxOf();
      if (!before || row === null) return resolve(before);
      window.scrollTo(0, scrollY + before.y + row);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(boxOf())));
    });
  return launcher.serial(async () => {
    const box = await driver.execute(place, selector, crop ?? null, null);
    if (!box) throw new Error(`visual-compare: nothing matches ${selector}`);
    const width = Math.round(box.width);
    const height = Math.round(box.height);
    const whole = new PNG({ width, height });
    let done = 0;
    try {
      while (done < height) {
        const now = await driver.execute(place, selector, crop ?? null, done);
        // A shot right after a scroll can catch a frame painted in part (a modal's backdrop half drawn):
        // shot again until two in a row are the same, three times at most.
        let data = await driver.takeScreenshot();
        for (let again = 0; again < 3; again += 1) {
          const next = await driver.takeScreenshot();
          if (next === data) break;
          data = next;
        }
        const shot = PNG.sync.read(Buffer.from(data, 'base64'));
        const fromY = Math.round(now.y) + done;
        const fromX = Math.round(now.x);
        const rows = Math.min(height - done, shot.height - fromY);
        const columns = Math.min(width, shot.width - fromX);
        if (fromY < 0 || fromX < 0 || rows <= 0 || columns <= 0)
          throw new Error(`visual-compare: ${selector} cannot be scrolled into view`);
        PNG.bitblt(shot, whole, fromX, fromY, columns, rows, 0, done);
        done += rows;
      }
    } finally {
      await driver.execute(() => window.scrollTo(0, 0));
    }
    return PNG.sync.write(whole);
  });
}

/** The screenshot of the element `selector` finds, or of its part `crop`, as a PNG. */
async function screenshot(launcher, sessionId, selector, crop) {
  if (launcher.driver && typeof launcher.serial === 'function')
    return webDriverScreenshot(launcher, selector, crop);
  const page = launcher.getPage(sessionId);
  const handle = await page.$(selector);
  if (!handle) throw new Error(`visual-compare: nothing matches ${selector}`);
  try {
    return cropped(Buffer.from(await handle.screenshot({ type: 'png' })), crop);
  } finally {
    await handle.dispose();
  }
}

/** The part `crop` of a PNG screenshot, as a PNG. */
function cropped(png, crop) {
  if (!crop) return png;
  const whole = PNG.sync.read(png);
  const x = Math.max(0, Math.round(crop.x));
  const y = Math.max(0, Math.round(crop.y));
  const width = Math.min(whole.width - x, Math.round(crop.width));
  const height = Math.min(whole.height - y, Math.round(crop.height));
  const part = new PNG({ width, height });
  PNG.bitblt(whole, part, x, y, width, height, 0, 0);
  return PNG.sync.write(part);
}

function write(path, data) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/**
 * @param {Buffer} actualPng
 * @param {string} baselinePath
 * @returns {{ same: boolean, reason?: string, diff?: Buffer }}
 */
function compare(actualPng, baselinePath) {
  if (!existsSync(baselinePath)) return { same: false, reason: 'no baseline' };
  const baselinePng = readFileSync(baselinePath);
  // The same file: nothing to decode.
  if (actualPng.equals(baselinePng)) return { same: true };
  const actual = PNG.sync.read(actualPng);
  const baseline = PNG.sync.read(baselinePng);
  if (actual.width !== baseline.width || actual.height !== baseline.height)
    return {
      same: false,
      reason: `size ${actual.width}×${actual.height}, baseline ${baseline.width}×${baseline.height}`,
    };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: COLOUR_THRESHOLD,
    includeAA: false,
  });
  const allowed = Math.floor(actual.width * actual.height * MAX_DIFF_RATIO);
  if (differing <= allowed) return { same: true };
  return {
    same: false,
    reason: `${differing} pixels differ (at most ${allowed})`,
    diff: PNG.sync.write(diff),
  };
}

/** One comparison: screenshot, compare or update, and the files of a difference. */
async function visualCompare({ name, selector, crop }, session) {
  const engine = engineOf(session.browser);
  const baselinePath = join(BASELINES, engine, `${name}.png`);
  const failed = join(FAILED, engine, name);
  const png = await screenshot(session.browser, session.id, selector, crop);
  if (updating()) {
    write(baselinePath, png);
    rmSync(`${failed}-actual.png`, { force: true });
    rmSync(`${failed}-diff.png`, { force: true });
    return { same: true };
  }
  const result = compare(png, baselinePath);
  if (result.same) return { same: true };
  write(`${failed}-actual.png`, png);
  if (result.diff) write(`${failed}-diff.png`, result.diff);
  if (existsSync(baselinePath)) write(`${failed}-baseline.png`, readFileSync(baselinePath));
  return {
    same: false,
    message:
      `${engine}/${name}: ${result.reason}; see ${failed}-*.png, accept with ` +
      '`npm run test:visual:update` (docs/visual-testing.md)',
  };
}

/** How long one 'visual-result' call waits (the runner gives a command 20 s). */
const RESULT_WAIT_MS = 10000;

/**
 * 'visual-compare' starts a comparison and answers its id at once; 'visual-result' { id } answers
 * { done: true, same, message } once it ended, or { done: false } after RESULT_WAIT_MS (then the page asks
 * again): a tall screenshot on a loaded machine takes longer than the runner's 20 s for one command.
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function visualRegression() {
  /** @type {Map<string, Promise<object>>} */
  const running = new Map();
  let next = 0;
  return {
    name: 'visual-regression',
    async executeCommand({ command, payload, session }) {
      if (command === 'visual-compare') {
        if (!/^[\w-]+$/.test(payload.name)) throw new Error(`visual-compare: bad name ${payload.name}`);
        next += 1;
        const id = String(next);
        const work = visualCompare(payload, session).catch((error) => ({
          same: false,
          message: `visual-compare ${payload.name}: ${error?.message ?? error}`,
        }));
        running.set(id, work);
        return { id };
      }
      if (command === 'visual-result') {
        const work = running.get(payload.id);
        if (!work) throw new Error(`visual-result: no comparison ${payload.id}`);
        const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), RESULT_WAIT_MS));
        const result = await Promise.race([work, timeout]);
        if (!result) return { done: false };
        running.delete(payload.id);
        return { done: true, ...result };
      }
      return undefined;
    },
  };
}
