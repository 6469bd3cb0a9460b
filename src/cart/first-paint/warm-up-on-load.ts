// When the Intl warm-up's worker starts (intl-warm-up.ts), decided once per page as the bundle is
// evaluated, and the wait of a fresh cart's first render for it (issue 19).
//
// In V8 the first Intl formatter of a page is expensive before it formats anything: V8 lists the locales
// ICU has, once for the whole process. A worker that builds a formatter does that listing on
// its own thread, and the main thread's formatters then find it done (or wait for the rest of it). But a
// worker only starts once the main thread has had a turn for it (the browser answers the page's request
// for it there), and the bundle's evaluation, then the first render, give it none: started as the bundle
// was evaluated, it answered long after the first render. So a cart that renders afresh while its page
// loads asks for the worker as the bundle starts to evaluate, and its first render waits until the worker
// says it runs: the main thread idles meanwhile, where it would otherwise list the locales itself, and
// never longer than `WAIT_LIMIT_MS`. It lowered the fresh page's script and blocking time in the bench
// (docs/performance-log.md).
import { onIdle } from '../../ui/on-idle.js';
import { carriesOnlyServerRenderedCarts, paintsTopFirst } from './paints-top-first.js';
import { startIntlWarmUp, WORKER_STARTED } from './intl-warm-up.js';

/**
 * How long a first render waits at most for the worker to run: a little longer than its start takes on a
 * slow phone (docs/performance-log.md). Past that the warm-up gives up waiting: every cart renders, and builds its formatters as without a worker.
 */
export const WAIT_LIMIT_MS = 120;

/** The renders waiting for the worker to run, while it starts. */
let waiting: Set<() => void> | null = null;

function release(renders: Set<() => void>): void {
  if (waiting === renders) waiting = null;
  for (const render of [...renders]) render();
}

/**
 * Starts the worker for `doc`'s carts now (`url`: its script, for tests); first renders wait for it
 * (`afterIntlWarmUpRuns`) until it says it runs, fails, or `WAIT_LIMIT_MS` has passed.
 */
export function startEarlyIntlWarmUp(doc: Document, url?: URL): Worker | null {
  const worker = startIntlWarmUp(doc, url);
  if (!worker) return null;
  const renders = new Set<() => void>();
  waiting = renders;
  worker.addEventListener('message', ({ data }: MessageEvent) => {
    if (data === WORKER_STARTED) release(renders);
  });
  worker.addEventListener('error', () => release(renders));
  return worker;
}

/**
 * Puts `render` off until the early warm-up's worker runs, at the latest `limitMs` from now, and answers
 * the function that cancels it; answers null, and never calls `render`, when no worker is starting (the
 * caller renders now).
 */
export function afterIntlWarmUpRuns(render: () => void, limitMs = WAIT_LIMIT_MS): (() => void) | null {
  const renders = waiting;
  if (!renders) return null;
  const cancel = () => {
    clearTimeout(limit);
    renders.delete(run);
  };
  const run = () => {
    cancel();
    render();
  };
  const limit = setTimeout(() => release(renders), limitMs);
  renders.add(run);
  return cancel;
}

/**
 * True in V8 (Chromium's engine, whose Intl names itself with `Intl.v8BreakIterator`): its first formatter
 * lists ICU's locales, and a worker's listing spares the page's. Elsewhere the first formatter costs
 * little (and WebKit's worker did not make it cheaper) while a worker takes longer to start than it could
 * save: a first render waiting for one would only come later.
 */
const listsLocalesOnFirstFormatter = (): boolean => typeof Intl === 'object' && 'v8BreakIterator' in Intl;

/**
 * True when `doc` still loads and has a cart that will render afresh (not server-rendered): one that paints
 * top first, as the renderer decides it.
 */
export const rendersAfreshWhileLoading = (doc: Document): boolean =>
  [...doc.querySelectorAll('shop-cart')].some(paintsTopFirst);

let decided = false;

/**
 * Decides once per page, when the bundle is evaluated (before any cart upgrades), whether and when the
 * worker starts: on a page whose carts are all server-rendered, when the page is first idle, after
 * hydration (so that starting it takes nothing from the load; a shopper's first change, whose formatters
 * it warms, comes later); in V8, on a page still loading with a cart to render afresh, now (see above).
 */
export function warmUpIntl(doc: Document): void {
  if (decided) return;
  decided = true;
  if (carriesOnlyServerRenderedCarts(doc)) onIdle(() => startIntlWarmUp(doc));
  else if (listsLocalesOnFirstFormatter() && rendersAfreshWhileLoading(doc)) startEarlyIntlWarmUp(doc);
}
