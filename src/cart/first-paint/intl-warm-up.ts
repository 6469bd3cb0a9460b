// The first Intl formatter of a page is expensive on the main thread in Chromium, before it formats
// anything: V8 lists the locales ICU has, once per process, and ICU loads the language's data, into caches
// the whole process shares. A worker that builds the same formatters on its own thread makes the main
// thread's first formatter cheap (the figures are in docs/performance-log.md).
//
// Two pages start it (warm-up-on-load.ts decides which): one whose carts are all server-rendered (they
// hydrate with the texts the server formatted, so the cost would land on the shopper's first change), and
// in Chromium one still loading with a cart to render afresh, whose first render waits for it.
//
// Best effort: where no worker may start (a bundle from another origin, a nonce-based script policy, no
// Worker at all) nothing starts, and the main thread builds its formatters as before.
import {
  cartFormatters,
  resolveLocale,
  toWarm,
  type FormatterToWarm,
  type ShopLocale,
} from '../../domain/index.js';
import { trustedScriptUrl } from '../../ui/trusted-script-url.js';

/**
 * What the worker builds (intl-warm-up.worker.js reads it): the formatters of the page's carts, each as
 * Intl's constructor, a locale, options and its first use (domain's `toWarm`). It answers the text of
 * each first use, in this order.
 */
export interface IntlWarmUp {
  formatters: FormatterToWarm[];
}

/**
 * What to warm up for the page's carts: the formatters a cart builds (domain/intl-formatters.ts), for the
 * language of each element's `locale` (German where it has none, or where no cart is on the page yet).
 */
export function warmUpRequest(doc: Document): IntlWarmUp {
  const languages = new Set<ShopLocale>();
  for (const cart of doc.querySelectorAll('shop-cart'))
    languages.add(resolveLocale(cart.getAttribute('locale')).locale);
  if (languages.size === 0) languages.add('de');
  return { formatters: [...languages].flatMap(cartFormatters).map(toWarm) };
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

/** The worker's first message: it runs, and builds the first formatter now (intl-warm-up.worker.js). */
export const WORKER_STARTED = 'started';

/**
 * Starts a warm-up worker for `doc`'s carts, or nothing where none may start (null). The worker says
 * when it runs (`WORKER_STARTED`), then answers the texts of its formatters and is terminated (or on an
 * error).
 */
export function startIntlWarmUp(
  doc: Document,
  // The worker's script: beside the bundle in dist/ (rollup.config.mjs emits it with a content hash); the
  // source file itself where the sources are served (scripts/esbuild-options.mjs). Built at the call, not
  // as the module is evaluated: a bundle without a warm-up (the server's, in workerd) leaves the module out.
  url: URL = new URL('./intl-warm-up.worker.js', import.meta.url),
): Worker | null {
  if (mayNotStart(doc, url)) return null;
  try {
    const worker = new Worker(trustedScriptUrl(url.href), { name: 'shop-cart-intl-warm-up' });
    const end = () => worker.terminate();
    worker.addEventListener('message', ({ data }: MessageEvent) => {
      if (data !== WORKER_STARTED) end();
    });
    worker.addEventListener('error', (event) => {
      // Only a head start: its failure is not the page's error (it would reach the page's onerror).
      event.preventDefault();
      end();
    });
    worker.postMessage(warmUpRequest(doc));
    return worker;
  } catch {
    // No worker here (a policy refused it): the main thread builds its formatters as before.
    return null;
  }
}
