// The first Intl formatter of a page costs 70–130 ms at CPU ×4 on the main thread, before it formats
// anything: ICU loads the language's data (a fresh cart's first paint waits for it; a server-rendered
// cart's first change does). ICU keeps that data in caches the whole browser process shares, so a worker
// that builds the same formatters first, on its own thread while the main thread evaluates the bundle,
// leaves the main thread's first formatters a few milliseconds. Best effort: where no worker may start (a
// bundle from another origin, a nonce-based script policy, no Worker at all) nothing starts, and the main
// thread pays as before. Formatting itself never waits for the worker.
import { INTL_LOCALE, SHOP_CURRENCIES, SHOP_TIME_ZONE, resolveLocale } from '../domain/index.js';
import { trustedScriptUrl } from './trusted-script-url.js';

/** What the worker builds formatters for (intl-warm-up.worker.js reads it). */
export interface IntlWarmUp {
  /** Intl locales, e.g. 'de-DE'. */
  locales: string[];
  currencies: readonly string[];
  timeZone: string;
}

/**
 * The worker's script: beside the bundle in dist/ (rollup.config.mjs emits it with a content hash); the
 * source file itself where the sources are served (scripts/esbuild-options.mjs).
 */
const WORKER_URL = new URL('./intl-warm-up.worker.js', import.meta.url);

let started = false;

/**
 * What to warm up for the page's carts: the Intl locale of each element's `locale` (German where it has
 * none, or where no cart is on the page yet), the shop's currencies and its timezone.
 */
export function warmUpRequest(doc: Document): IntlWarmUp {
  const locales = new Set<string>();
  for (const cart of doc.querySelectorAll('shop-cart'))
    locales.add(INTL_LOCALE[resolveLocale(cart.getAttribute('locale')).locale]);
  if (locales.size === 0) locales.add(INTL_LOCALE.de);
  return { locales: [...locales], currencies: SHOP_CURRENCIES, timeZone: SHOP_TIME_ZONE };
}

/**
 * True when no worker should start: the bundle comes from another origin (a worker's script must be the
 * page's), or the page gives its scripts a nonce. A nonce-based `script-src` refuses a worker's script
 * (it cannot carry a nonce), and the page would see a violation for nothing.
 */
function mayNotStart(doc: Document, url: URL): boolean {
  return (
    typeof Worker !== 'function' ||
    url.origin !== doc.location.origin ||
    // A nonce in the markup is an attribute (its value hidden); one a loader gave as a property is not.
    [...doc.scripts].some((script) => script.nonce !== '' || script.hasAttribute('nonce'))
  );
}

/**
 * Starts a warm-up worker for `doc`'s carts, or nothing where none may start (null). The worker answers
 * 'warm' when its formatters are built, and is terminated then (or on an error).
 */
export function startIntlWarmUp(doc: Document, url: URL = WORKER_URL): Worker | null {
  if (mayNotStart(doc, url)) return null;
  try {
    const worker = new Worker(trustedScriptUrl(url.href), { name: 'shop-cart-intl-warm-up' });
    const end = () => worker.terminate();
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
    worker.postMessage(warmUpRequest(doc));
    return worker;
  } catch {
    // No worker here (a policy refused it): the main thread builds its formatters as before.
    return null;
  }
}

/** Starts the warm-up once per page (the first `<shop-cart>` bundle evaluated does). */
export function warmUpIntl(doc: Document): void {
  if (started) return;
  started = true;
  startIntlWarmUp(doc);
}
