import { loadChunk } from '../domain/load-chunk.js';
import type { ShopLocale } from '../domain/locale.js';
import type { ErrorReportingSettings } from './error-reporting-settings.js';
import type { createSentryClient } from './sentry-client.js';

/** What the fragment needs of an error-reporting service. */
export interface ErrorReporterClient {
  /** Reports an error; answers the event id. */
  captureException(error: unknown, extra?: Record<string, unknown>): string;
  /** Reports something worth knowing that is no error of the code (level warning); answers the event id. */
  captureMessage(message: string, extra?: Record<string, unknown>): string;
  /** Opens the service's feedback dialog for a recorded event, in the element's language. */
  showReportDialog(eventId: string, lang: ShopLocale): void;
  flush(timeoutMs?: number): Promise<boolean>;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  /** Reports an error; resolves to the event id, or undefined when reporting is off or failed to load. */
  report(error: unknown, extra?: Record<string, unknown>): Promise<string | undefined>;
  /** Reports a warning (an answer this version does not fully understand); resolves like `report`. */
  reportWarning(message: string, extra?: Record<string, unknown>): Promise<string | undefined>;
  showReportDialog(eventId: string, lang: ShopLocale): Promise<void>;
}

/**
 * The fragment's reporter. The Sentry code is a lazy chunk, fetched the first time something is reported,
 * and only when reporting is enabled with a DSN.
 */
export function createErrorReporter(
  settings: ErrorReportingSettings,
  tags: Record<string, string>,
  /** The client's chunk and its time-out: the production ones unless a test gives its own. */
  chunk: {
    load?: () => Promise<{ createSentryClient: typeof createSentryClient }>;
    timeoutMs?: number;
  } = {},
): ErrorReporter {
  const { load: loadClient = () => import('./sentry-client.js'), timeoutMs } = chunk;
  const enabled = settings.enabled && settings.dsn !== '';
  let client: Promise<ErrorReporterClient | undefined> | undefined;
  // Through the path of every lazy part: a chunk that hangs fails after the spec's 120 s (so the error
  // screen, which waits for the event id, still shows), one gone after a deploy is told as such. A failed
  // load is tried again on the next report.
  const load = () => {
    client ??= loadChunk(loadClient, timeoutMs).then(
      (module) => module.createSentryClient(settings, tags),
      (error: unknown) => {
        console.error('shop-cart: the error-reporting client could not be loaded', error);
        client = undefined;
        return undefined;
      },
    );
    return client;
  };
  return {
    enabled,
    async report(error, extra) {
      if (!enabled) return undefined;
      return (await load())?.captureException(error, extra);
    },
    async reportWarning(message, extra) {
      if (!enabled) return undefined;
      return (await load())?.captureMessage(message, extra);
    },
    async showReportDialog(eventId, lang) {
      if (!enabled) return;
      (await load())?.showReportDialog(eventId, lang);
    },
  };
}
