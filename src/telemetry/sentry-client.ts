// Loaded lazily, only when error reporting is enabled and something is to be reported.
import {
  BrowserClient,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  functionToStringIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  showReportDialog,
  withScope,
} from '@sentry/browser';
import type { ErrorReportingSettings } from './error-reporting-settings.js';
import type { ErrorReporterClient } from './error-reporter.js';

/** Errors that say nothing about our code: browser extensions, aborted loads, resize-observer noise. */
const IGNORED_ERRORS: (string | RegExp)[] = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  'Non-Error promise rejection captured',
  /^AbortError/,
  /chrome-extension:\/\//,
  /moz-extension:\/\//,
];

/**
 * A Sentry client of this fragment alone: its own BrowserClient and Scope, never the page's global hub,
 * and none of the global handlers, so fragments of other teams on the page are left alone.
 */
export function createSentryClient(
  settings: ErrorReportingSettings,
  tags: Record<string, string>,
): ErrorReporterClient {
  const client = new BrowserClient({
    dsn: settings.dsn,
    environment: settings.environment || undefined,
    release: settings.release || undefined,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    // No global-handler, breadcrumb, console or session integrations; the event filters apply ignoreErrors.
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
    ],
    ignoreErrors: IGNORED_ERRORS,
  });
  const scope = new Scope();
  scope.setClient(client);
  scope.setTags(tags);
  client.init();

  return {
    captureException(error, extra) {
      return scope.captureException(error, { captureContext: { extra: extra ?? {} } });
    },
    captureMessage(message, extra) {
      return scope.captureMessage(message, 'warning', { captureContext: { extra: extra ?? {} } });
    },
    showReportDialog(eventId, lang) {
      // The dialog reads the client from the current scope: lend it ours for this one synchronous call.
      withScope((current) => {
        current.setClient(client);
        showReportDialog({ eventId, lang });
      });
    },
    flush(timeoutMs) {
      return Promise.resolve(client.flush(timeoutMs));
    },
  };
}
